import CGtk
import GtkBackend
import ViewLayer

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
func checkSheetsCoverTheirWindow(on stage: Stage) async {
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
    report("sheet-cover", [
        "backBefore": backBefore ?? false, "backUnderSheet": backUnderSheet ?? true, "backUnderOneSheet": backUnderOneSheet ?? true,
        "backAfter": backAfter ?? false, "sheetsAfterLowerClose": sheetsAfterLowerClose,
    ])
    graph.unmount()
    await graph.settle()
    renderer.forgetWindow(stage.window)
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
func checkACoverLiesOverTheRootContent(on stage: Stage) async {
    /// `widget`'s rectangle in the screen's coordinates: x, y, width, height.
    func screenRect(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        guard let toplevel = gtk_widget_get_toplevel(widget), let gdkWindow = gtk_widget_get_window(toplevel) else { return [] }
        var originX: Int32 = 0, originY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        gdk_window_get_origin(gdkWindow, &originX, &originY)
        _ = gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y)
        return [Int(originX + x), Int(originY + y), Int(gtk_widget_get_allocated_width(widget)), Int(gtk_widget_get_allocated_height(widget))]
    }
    let (renderer, graph) = stage.mount(SelfCovering())
    await graph.settle()
    let content = screenRect(of: stage.box)
    try? renderer.tap("cover", occurrence: 1)
    await graph.settle()
    GtkMainLoop.drainEvents()
    let cover = renderer.presentations.last.map { screenRect(of: $0.widgetPointer) } ?? []
    report("cover-area", ["content": content, "cover": cover, "labels": renderer.presentations.last.map { labels(in: $0.widgetPointer) } ?? []])
    try? renderer.dismissTopPresentation()
    await graph.settle()
    graph.unmount()
    await graph.settle()
    renderer.forgetWindow(stage.window)
}
