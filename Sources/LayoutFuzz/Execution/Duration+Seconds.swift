/// The duration in seconds, for times in reports.
extension Duration {
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
