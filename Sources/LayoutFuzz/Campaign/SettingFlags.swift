import Foundation

/// A settings value as `plumb` flags: each stored property whose value differs from the default's
/// becomes `--kebab-case-name value`, in declaration order (read with `Mirror`). Property names are
/// the flags' names, as argument-parser derives them (`maxViews` is `--max-views`), so a new
/// setting is named once and every command line that rebuilds a run's inputs carries it.
enum SettingFlags {
    static func flags<Settings>(_ settings: Settings, differingFrom defaults: Settings) -> [String] {
        let chosen = Mirror(reflecting: settings).children
        let standard = Mirror(reflecting: defaults).children
        return zip(chosen, standard).flatMap { mine, default_ -> [String] in
            guard let label = mine.label, "\(mine.value)" != "\(default_.value)" else { return [] }
            return ["--" + flagName(label), "\(mine.value)"]
        }
    }

    /// `constraintsPerView` → `constraints-per-view`.
    static func flagName(_ property: String) -> String {
        property.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }
}
