/// Random edits of valid text, for the reader's never-crash property.

import ConstraintSystem

/// Inserts, deletes, replaces and duplicates characters of a text, drawn from characters that
/// matter to the format and characters that break it (NUL, no-break space, BOM, line breaks
/// Python honours, a non-ASCII digit).
enum Mutator {
    static let alphabet: [Unicode.Scalar] = Array(
        " \t\n\r#@~=<>+-*.eE0123456789xyz_=\u{0}\u{A0}\u{FEFF}é≥\u{2028}\u{85}\u{C}\u{1F}٣".unicodeScalars)

    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<(1 + random.nextInt(below: 4)) {
            let position = random.nextInt(below: scalars.count + 1)
            let character = alphabet[random.nextInt(below: alphabet.count)]
            switch random.nextInt(below: 5) {
            case 0:
                scalars.insert(character, at: position)
            case 1 where position < scalars.count:
                scalars.remove(at: position)
            case 2 where position < scalars.count:
                scalars[position] = character
            case 3 where position < scalars.count:
                let end = min(scalars.count, position + 1 + random.nextInt(below: 12))
                scalars.insert(contentsOf: scalars[position..<end], at: position)
            default:
                scalars.insert(contentsOf: [character, character], at: position)
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
