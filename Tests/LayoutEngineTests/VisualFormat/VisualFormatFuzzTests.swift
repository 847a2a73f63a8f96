import ConstraintSystem
import LayoutEngine
import Testing

/// The parser and builder never trap, whatever the string: 100,000 seeded strings, half made by
/// the grammar and half mutated from those (characters inserted, deleted, replaced, swapped), go
/// through `constraints(withVisualFormat:)`; each one refused gets a message with the string and a
/// caret inside it. And what the grammar makes reads back from the printer as the same
/// constraints.
@Suite struct VisualFormatFuzzTests {
    static let names = ["a", "b", "c", "d"]
    static let metrics: [String: Double] = ["m": 12, "p": 750]

    /// A random format of Apple's grammar over `names` and `metrics`.
    static func format(_ random: inout SplitMix64) -> String {
        var maker = FormatMaker(random: random)
        let format = maker.format()
        random = maker.random
        return format
    }

    struct FormatMaker {
        var random: SplitMix64

        mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }
        mutating func chance(_ n: Int) -> Bool { random.nextInt(below: n) == 0 }

        mutating func value() -> String { chance(3) ? "m" : String(random.nextInt(below: 60)) }

        mutating func predicate(views: Bool) -> String {
            let relation = pick(["", "==", "<=", ">="])
            let object = views && chance(3) ? pick(VisualFormatFuzzTests.names) : value()
            let priority = chance(3) ? "@" + pick(["p", "250", "999", "1"]) : ""
            return relation + object + priority
        }

        mutating func list(views: Bool) -> String {
            let count = 1 + random.nextInt(below: 2)
            var items: [String] = []
            for _ in 0..<count { items.append(predicate(views: views)) }
            return "(" + items.joined(separator: ",") + ")"
        }

        mutating func connection() -> String {
            switch random.nextInt(below: 4) {
            case 0: return ""
            case 1: return "-"
            case 2: return "-" + value() + "-"
            default: return "-" + list(views: false) + "-"
            }
        }

        mutating func format() -> String {
            var out = pick(["", "H:", "V:"])
            if chance(2) { out += "|" + connection() }
            var used = VisualFormatFuzzTests.names.shuffled(using: &random)
            let count = 1 + random.nextInt(below: 3)
            for k in 0..<count {
                if k > 0 { out += connection() }
                let name = used.removeFirst()
                out += "[" + name + (chance(3) ? list(views: true) : "") + "]"
            }
            if chance(2) { out += connection() + "|" }
            return out
        }
    }

    static func mutate(_ format: String, _ random: inout SplitMix64) -> String {
        var characters = Array(format)
        let alphabet = Array("HV:|-[]()@,=<>0123456789.-abcdmpz_ \u{e9}")
        for _ in 0...random.nextInt(below: 3) {
            let at = characters.isEmpty ? 0 : random.nextInt(below: characters.count)
            switch random.nextInt(below: 4) {
            case 0: characters.insert(alphabet[random.nextInt(below: alphabet.count)], at: min(at, characters.count))
            case 1: if !characters.isEmpty { characters.remove(at: at) }
            case 2: if !characters.isEmpty { characters[at] = alphabet[random.nextInt(below: alphabet.count)] }
            default: if characters.count > 1 { characters.swapAt(at, random.nextInt(below: characters.count)) }
            }
        }
        return String(characters)
    }

    @Test func a_hundred_thousand_strings_never_trap_and_every_refusal_has_a_caret() {
        let window = Fixture.window()
        var views: [String: View] = [:]
        for name in Self.names { views[name] = window.addConstrained(View(), named: name) }
        var random = SplitMix64(seed: 9)
        var accepted = 0
        var refused = 0
        var badMessages: [String] = []
        for k in 0..<100_000 {
            let valid = Self.format(&random)
            let format = k % 2 == 0 ? valid : Self.mutate(valid, &random)
            let options: LayoutFormatOptions = random.nextInt(below: 8) == 0 ? [.alignAllCenterY] : []
            do {
                _ = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: Self.metrics, views: views)
                accepted += 1
            } catch {
                refused += 1
                let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
                let caret = lines.count == 3 ? lines[2] : ""
                if !(lines.count == 3 && lines[1] == format && caret.hasSuffix("^")
                    && caret.dropLast().allSatisfy { $0 == " " }
                    && caret.count - 1 <= format.count && lines[0].hasPrefix("Unable to parse constraint format: "))
                {
                    if badMessages.count < 5 { badMessages.append(error.description) }
                }
            }
        }
        print("VisualFormatFuzzTests: \(accepted) accepted, \(refused) refused")
        #expect(badMessages.isEmpty, "\(badMessages)")
        #expect(accepted > 30_000 && refused > 30_000)
    }

    /// A constraint as the parts that define it, to compare two sets.
    static func parts(_ c: LayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
        func name(_ item: AnyObject?) -> String { item.map { names[ObjectIdentifier($0)] ?? "super" } ?? "-" }
        return
            "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(name(c.secondItem)).\(c.secondAttribute) x\(c.multiplier) +\(c.constant) @\(c.priority.value)"
    }

    @Test func what_a_format_makes_prints_back_to_formats_that_make_the_same_constraints() throws {
        let window = Fixture.window()
        var views: [String: View] = [:]
        for name in Self.names { views[name] = window.addConstrained(View(), named: name) }
        let names = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0.value), $0.key) })
        var random = SplitMix64(seed: 10)
        var checked = 0
        for _ in 0..<3_000 {
            let format = Self.format(&random)
            let options: LayoutFormatOptions =
                random.nextInt(below: 4) == 0
                ? (format.hasPrefix("V:") ? [.alignAllLeading] : [.alignAllTop])
                : (random.nextInt(below: 4) == 0 && !format.hasPrefix("V:") ? .directionRightToLeft : [])
            guard
                let made = try? LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: Self.metrics, views: views)
            else { continue }
            let printed = VisualFormatPrinter.print(made, views: views)
            #expect(printed.unprinted.isEmpty, "\(format): \(printed.unprinted)")
            var again: [LayoutConstraint] = []
            for line in printed.lines {
                again += try LayoutConstraint.constraints(
                    withVisualFormat: line.format, options: line.options, views: views)
            }
            let before = made.map { Self.parts($0, names) }.sorted()
            let after = again.map { Self.parts($0, names) }.sorted()
            #expect(before == after, "\(format) -> \(printed.lines)")
            checked += 1
        }
        #expect(checked > 1_500)
    }

    @Test func the_printer_writes_apples_examples_as_apple_does() throws {
        let window = Fixture.window()
        var views: [String: View] = [:]
        for name in ["find", "findNext", "findField", "button", "purpleBox"] {
            views[name] = window.addConstrained(View(), named: name)
        }
        for format in [
            "H:|-[find]-[findNext]-[findField(>=20)]-|", "H:|-50-[purpleBox]-50-|", "H:[button(100@20)]",
            "V:[find]-10-[findNext]", "H:[button(>=70,<=100)]",
        ] {
            let made = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            let printed = VisualFormatPrinter.print(made, views: views)
            #expect(
                printed.lines == [VisualFormatPrinter.Line(format: format, options: [])] && printed.unprinted.isEmpty,
                "\(printed.lines)")
        }
    }
}
