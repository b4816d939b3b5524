import Foundation
@testable import LifecycleTesting
import SwiftUI
import Testing

// A scene's phase, size classes and storage as SwiftUI code writes them, typed with
// `import SwiftUI` alone: Apple's pattern of saving as the scene goes to the background, a layout
// that follows the horizontal size class, and a tab remembered with `@SceneStorage`.

enum MailTab: String { case inbox, sent }

struct MailScene: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @SceneStorage("MailScene.tab") private var tab = MailTab.inbox
    @SceneStorage("MailScene.draft") private var draft: String?
    @SceneStorage("MailScene.zoom") private var zoom = 1.0
    @State private var saves = 0

    var body: some View {
        VStack {
            if horizontalSizeClass == .compact {
                Text("one column")
            } else {
                Text("two columns")
            }
            Text("tab \(tab.rawValue), draft \(draft ?? "none"), zoom \(zoom), saves \(saves)")
            Button("Sent") { tab = .sent }
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background { saves += 1 }
        }
    }
}

@MainActor
@Suite struct SceneCodeTests {
    @Test func theSceneCodeCompilesAndFollowsItsWindow() async throws {
        let host = await ViewHost(MailScene())
        try await host.tap("Sent")
        await host.setScenePhase(.inactive)
        await host.setScenePhase(.background)
        await host.setSizeClasses(horizontal: .compact)
        #expect(host.texts == ["one column", "tab sent, draft none, zoom 1.0, saves 1"])
        await host.unmount()
    }
}
