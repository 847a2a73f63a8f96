/// `30s`, `5m`, `1h`, `250ms` or plain seconds.
enum DurationText {
    static func seconds(_ text: String) -> Double? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            let number = text.dropLast(suffix.count)
            if let value = Double(number), value.isFinite, value > 0, number.first?.isNumber == true {
                return value * scale
            }
        }
        if let value = Double(text), value.isFinite, value > 0, text.first?.isNumber == true { return value }
        return nil
    }
}
