/// Which icon of the freedesktop naming spec, as the Adwaita theme draws it, shows an SF Symbol
/// of the same meaning, for `Image(systemName:)`.
///
/// SF Symbols are Apple's and are not on Linux, so a view written for SwiftUI names pictures GTK
/// cannot find. GNOME's symbolic icons are monochrome line art drawn in the text colour, like SF
/// Symbols, so for most common symbols there is one that means the same. A `.fill` variant mostly
/// shares its outline's icon, as Adwaita draws one form; where Adwaita has a pair (`starred` and
/// `non-starred`) both are used. Symbols with no icon of the same meaning (`cart`, `creditcard`,
/// `tag`, `map`, `chart.bar`, `sparkles`, ...) are left out on purpose: they get the placeholder
/// and a warning rather than a misleading picture.
enum SystemSymbols {
    /// SF Symbol name → icon name, by aspect. Each aspect's table is written apart; no name
    /// appears in two (`ImageAndLabelTests` checks that the merged table loses none).
    static let iconNames: [String: String] = actions
        .merging(content) { first, _ in first }
        .merging(world) { first, _ in first }

    /// How many names the aspects' tables hold together, for the test that none repeats.
    static var namesWritten: Int { actions.count + content.count + world.count }
}
