/// The SwiftUI release whose documented lifecycle behaviour a graph follows (rule 20).
///
/// Apple changed some lifecycle behaviour between releases, and people compare them. A graph
/// follows one release, iOS 18 unless it is told otherwise, and only the documented differences
/// vary; everything else is the same in every release:
///
/// | release | difference | source |
/// | --- | --- | --- |
/// | iOS 16, 17 | `TabView` builds every tab's content at its first show; from iOS 18, a tab the first time it is selected | Ole Begemann's TabView case study (iOS 16); the swiftyplace's write-up comparing iOS 17 and 18 (as DESIGN.md's rule 20 cites it) |
/// | iOS 16 | a lazy stack's rows that leave the screen get no `onDisappear` (their `onAppear` runs again when they come back) | Ole Begemann's LazyVStack case study: "`onDisappear` seems not to get called at all" |
/// | iOS 27 (built with Xcode 27, back to iOS 17) | a class stored in `@State` is made once per identity, when the view is installed; before, its initial value expression ran at every construction of the view and the extra instances were discarded | WWDC26 "What's new in SwiftUI", 22:57–23:36; nilcoalescing.com, "Initializing @Observable classes with the @State macro in Xcode 27" |
///
/// A difference known only for a newer release applies to every release unless a source says
/// what an older one did: replacing the item of `fullScreenCover(item:)` or `popover(item:)`
/// keeps the content's identity in every release (Ryan Sobol's case-study texts, iOS 26).
///
///     let host = await ViewHost(ContentView(), behavior: .ios17)
///     // every tab of ContentView's TabView is built now
public enum SwiftUIRelease: String, CaseIterable, Comparable, Sendable {
    case ios16, ios17, ios18, ios26, ios27

    /// The release the layer follows unless told otherwise, which its rules and transcripts
    /// describe.
    public static let standard = SwiftUIRelease.ios18

    /// The release as Apple names it: "iOS 18".
    public var name: String { "iOS " + rawValue.dropFirst(3) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    // MARK: The documented differences

    /// Whether `TabView` builds a tab's content the first time the tab is selected, rather than
    /// every tab's at its first show.
    var buildsTabsWhenSelected: Bool { self >= .ios18 }

    /// Whether a lazy stack's row that leaves the screen gets `onDisappear`.
    var callsOnDisappearForRowsLeavingTheScreen: Bool { self >= .ios17 }

    /// Whether a class stored in `@State` is made once per identity, at install, rather than
    /// at every construction of the view.
    var makesStateObjectsOncePerIdentity: Bool { self >= .ios27 }
}
