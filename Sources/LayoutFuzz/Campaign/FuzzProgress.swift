/// Where a run stands, for the progress line.
public struct FuzzProgress: Sendable {
    public var cases: Int
    public var failingCases: Int
    public var distinctFailures: Int
    public var seconds: Double

    public var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }
}
