import CGtk
import GtkBackend
import GtkScenarioFacts
import ViewLayer

/// A sheet whose content makes no widget: it must still be shown, to be closed.
struct EmptySheet: View {
    @State var sheet = false
    @State var ready = false
    var body: some View {
        Button("present") { sheet = true }
            .sheet(isPresented: $sheet) {
                if ready { Text("content") }
            }
    }
}

/// A sheet with nothing in it is shown, and closing it dismisses it.
@MainActor
func checkEmptySheet(on stage: Stage) async -> EmptySheetFacts {
    let (renderer, graph) = stage.mount(EmptySheet())
    await graph.settle()
    try? renderer.tap("present", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    let visible = renderer.presentations.first.map { gtk_widget_get_visible($0.widgetPointer) != 0 } ?? false
    try? renderer.dismissTopPresentation()
    await graph.settle()
    let facts = EmptySheetFacts(visible: visible, sheetsAfterClose: renderer.presentations.count)
    graph.unmount()
    await graph.settle()
    return facts
}

/// A pushed page that presents a sheet, which presents another.
struct CoveredNavigation: View {
    @State var outer = false
    @State var inner = false
    var body: some View {
        NavigationStack {
            NavigationLink("push") {
                Button("present") { outer = true }
            }
        }
        .sheet(isPresented: $outer) {
            Button("again") { inner = true }
                .sheet(isPresented: $inner) { Text("inner") }
        }
    }
}

/// A sheet covers its window as SwiftUI's does: the back button in the header bar takes no input
/// while it is up, and a sheet under another is not closed by a close request of its own.
@MainActor
func checkSheetsCoverTheirWindow(on stage: Stage) async -> SheetCoverFacts {
    func backIsSensitive() -> Bool? {
        stage.bar.children.first { gtk_style_context_has_class(cg_style($0.raw), "lab-back") != 0 }
            .map { gtk_widget_is_sensitive($0) != 0 }
    }
    let (renderer, graph) = stage.mount(CoveredNavigation())
    await graph.settle()
    try? renderer.tap("push", occurrence: 1)
    await graph.settle()
    let backBefore = backIsSensitive()
    try? renderer.tap("present", occurrence: 1)
    await graph.settle()
    let backUnderSheet = backIsSensitive()
    try? renderer.tap("again", occurrence: 1)
    await graph.settle()
    if let lower = renderer.presentations.first { cg_send_delete_event(lower.widgetPointer) }
    await graph.settle()
    let sheetsAfterLowerClose = renderer.presentations.count
    try? renderer.dismissTopPresentation()
    await graph.settle()
    let backUnderOneSheet = backIsSensitive()
    try? renderer.dismissTopPresentation()
    await graph.settle()
    let backAfter = backIsSensitive()
    let facts = SheetCoverFacts(
        backBefore: backBefore ?? false, backUnderSheet: backUnderSheet ?? true, backUnderOneSheet: backUnderOneSheet ?? true,
        backAfter: backAfter ?? false, sheetsAfterLowerClose: sheetsAfterLowerClose
    )
    graph.unmount()
    await graph.settle()
    renderer.forgetWindow(stage.window)
    return facts
}

/// A view that covers itself.
struct SelfCovering: View {
    @State var isCovered = false
    var body: some View {
        Button("cover") { isCovered = true }
            .fullScreenCover(isPresented: $isCovered) { Text("covering") }
    }
}

/// A cover lies over the content the root view is mounted in, the app's screen: in the lab, the
/// stage, with the log beside it left in sight.
@MainActor
func checkACoverLiesOverTheRootContent(on stage: Stage) async -> CoverAreaFacts {
    /// `widget`'s rectangle in the screen's coordinates, as the control map gives it: x, y, width,
    /// height; none when it is not on screen.
    func screenRect(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        screenFrame(of: widget).map { [Int($0.x), Int($0.y), Int($0.width), Int($0.height)] } ?? []
    }
    let (renderer, graph) = stage.mount(SelfCovering())
    await graph.settle()
    let content = screenRect(of: stage.box)
    try? renderer.tap("cover", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    let cover = renderer.presentations.last.map { screenRect(of: $0.widgetPointer) } ?? []
    let facts = CoverAreaFacts(content: content, cover: cover, labels: renderer.presentations.last.map { labels(in: $0.widgetPointer) } ?? [])
    try? renderer.dismissTopPresentation()
    await graph.settle()
    graph.unmount()
    await graph.settle()
    renderer.forgetWindow(stage.window)
    return facts
}
