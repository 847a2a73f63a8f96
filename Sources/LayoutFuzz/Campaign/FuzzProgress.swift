/// Where a run stands, for the progress line.
package struct FuzzProgress: Sendable {
    package var cases: Int
    package var failingCases: Int
    package var distinctFailures: Int
    package var seconds: Double

    package var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }
}
