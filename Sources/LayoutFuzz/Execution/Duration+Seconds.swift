/// The duration in seconds, for times in reports.
extension Duration {
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
