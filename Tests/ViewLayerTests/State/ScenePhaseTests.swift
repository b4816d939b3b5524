@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `\.scenePhase` and the size classes follow the window (issue 32): a view that reads one runs its
/// body again when it changes, and only then, and its `onChange(of:)` runs after that body, as
/// SwiftUI calls an `onChange` action with the value the body was just given.
@MainActor
@Suite struct ScenePhaseTests {
    final class Journal {
        var lines: [String] = []
    }

    struct PhaseReader: View {
        let journal: Journal
        @Environment(\.scenePhase) private var scenePhase
        var body: some View {
            let _ = journal.lines.append("body \(scenePhase)")
            Text("phase \(scenePhase)")
                .onChange(of: scenePhase) { old, new in journal.lines.append("onChange \(old) → \(new)") }
        }
    }

    struct SizeReader: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("size \(horizontal == .compact ? "compact" : "regular") × \(vertical == .compact ? "compact" : "regular")")
        }
    }

    /// Reads neither: no change of the window runs its body.
    struct Bystander: View {
        var body: some View { Text("bystander") }
    }

    struct Screen: View {
        let journal: Journal
        var body: some View {
            PhaseReader(journal: journal)
            SizeReader()
            Bystander()
        }
    }

    @Test func aViewReadingTheScenePhaseRunsItsBodyWhenThePhaseChangesAndOnlyThen() async {
        let journal = Journal()
        let host = await ViewHost(Screen(journal: journal))
        #expect(host.texts == ["phase active", "size regular × regular", "bystander"], "a window starts active")
        await host.setScenePhase(.inactive)
        await host.setScenePhase(.inactive)
        await host.setScenePhase(.background)
        await host.setScenePhase(.active)
        #expect(journal.lines == [
            "body active",
            "body inactive", "onChange active → inactive",
            "body background", "onChange inactive → background",
            "body active", "onChange background → active",
        ], "the same phase twice runs nothing")
        #expect(host.bodyCount(of: PhaseReader.self) == 4)
        #expect(host.bodyCount(of: SizeReader.self) == 1, "a phase change is no size-class change")
        #expect(host.bodyCount(of: Bystander.self) == 1)
        #expect(host.bodyCount(of: Screen.self) == 1)
        await host.unmount()
    }

    @Test func aViewReadingTheSizeClassRunsItsBodyWhenTheClassChanges() async {
        let journal = Journal()
        let host = await ViewHost(Screen(journal: journal))
        await host.setSizeClasses(horizontal: .compact)
        #expect(host.texts == ["phase active", "size compact × regular", "bystander"])
        await host.setSizeClasses(horizontal: .compact)
        await host.setSizeClasses(horizontal: .compact, vertical: .compact)
        #expect(host.texts == ["phase active", "size compact × compact", "bystander"])
        #expect(host.bodyCount(of: SizeReader.self) == 3, "the same classes again run nothing")
        #expect(host.bodyCount(of: PhaseReader.self) == 1)
        #expect(host.bodyCount(of: Bystander.self) == 1)
        await host.unmount()
    }

    @Test func aPhaseGivenThroughTheEnvironmentWinsOverTheWindows() async {
        let journal = Journal()
        let host = await ViewHost(PhaseReader(journal: journal).environment(\.scenePhase, .background))
        await host.setScenePhase(.inactive)
        #expect(host.texts == ["phase background"])
        #expect(host.bodyCount(of: PhaseReader.self) == 1)
        await host.unmount()
    }

    /// The layer's reading of iPadOS's window widths: every iPad window up to 639 points wide is
    /// horizontally compact, the narrowest regular one is 678 (see `UserInterfaceSizeClass`).
    @Test func aWindowNarrowerThan678PointsIsHorizontallyCompact() {
        #expect(UserInterfaceSizeClass.horizontal(forWidth: 320) == .compact)
        #expect(UserInterfaceSizeClass.horizontal(forWidth: 639) == .compact)
        #expect(UserInterfaceSizeClass.horizontal(forWidth: 678) == .regular)
        #expect(UserInterfaceSizeClass.vertical(forHeight: 390) == .compact)
        #expect(UserInterfaceSizeClass.vertical(forHeight: 600) == .regular)
    }
}

extension ScenePhaseTests {
    struct SizeClassGiven: View {
        var body: some View {
            SizeReader().environment(\.horizontalSizeClass, .compact)
            Text("nil given: \(EnvironmentValues.withNoHorizontalClass)")
        }
    }

    @Test func aSizeClassGivenThroughTheEnvironmentWinsOverTheWindows() async {
        let host = await ViewHost(SizeClassGiven())
        #expect(host.texts == ["size compact × regular", "nil given: true"])
        await host.setSizeClasses(horizontal: .regular, vertical: .compact)
        #expect(host.texts == ["size compact × compact", "nil given: true"])
        await host.unmount()
    }
}

extension EnvironmentValues {
    /// Whether nil given as the horizontal class reads back as nil, not as the window's.
    fileprivate static var withNoHorizontalClass: Bool {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = nil
        return environment.horizontalSizeClass == nil
    }
}
