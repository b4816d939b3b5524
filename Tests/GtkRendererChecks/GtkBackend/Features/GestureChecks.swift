import CGtk
import Foundation
import Driving
import GtkBackend
import GtkScenarioFacts
import ViewLayer

struct GestureBoard: View {
    let journal: Journal

    var body: some View {
        let journal = journal
        Text("Once").onTapGesture { journal.lines.append("once") }
        Text("Twice").onTapGesture(count: 2) { journal.lines.append("twice") }
        Text("Hold").onLongPressGesture {
            journal.lines.append("perform")
        } onPressingChanged: { journal.lines.append("pressing \($0)") }
        Text("Circle").gesture(
            LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                guard case .second(true, let drag?) = value else { return journal.lines.append("no drag") }
                journal.lines.append("dragged \(Int(drag.translation.width)) after the long press")
            }
        )
        Text("Piece").gesture(DragGesture().onEnded { journal.lines.append("dropped \(Int($0.translation.width))") })
        VStack { Text("Inner A").onTapGesture { journal.lines.append("inner A") }; Text("A") }
            .gesture(TapGesture().onEnded { journal.lines.append("outer A") })
        VStack { Text("Inner B").onTapGesture { journal.lines.append("inner B") }; Text("B") }
            .highPriorityGesture(TapGesture().onEnded { journal.lines.append("outer B") })
        VStack { Text("Inner C").onTapGesture { journal.lines.append("inner C") }; Text("C") }
            .simultaneousGesture(TapGesture().onEnded { journal.lines.append("outer C") })
        Text("Photo").gesture(
            MagnifyGesture()
                .simultaneously(with: RotateGesture())
                .onChanged { value in
                    let scale = value.first.map { "\(Int(($0.magnification * 100).rounded()))%" } ?? "-"
                    let angle = value.second.map { "\(Int($0.rotation.degrees.rounded()))°" } ?? "-"
                    journal.lines.append("pinch \(scale) \(angle)")
                }
                .onEnded { value in
                    let anchor = value.first.map { "\($0.startLocation.x > 0 && $0.startAnchor.x > 0 && $0.startAnchor.x < 1)" } ?? "-"
                    journal.lines.append("pinched \(Int(((value.first?.magnification ?? 0) * 100).rounded()))% \(Int((value.second?.rotation.degrees ?? 0).rounded()))° inside \(anchor)")
                }
        )
    }
}

/// Taps, a double tap and a held long press reach the views through GTK's recognisers; nested
/// gestures take the press as their priorities say; a touchpad's pinch drives GTK's zoom and
/// rotate recognisers; a person's own press is logged as the `tap:`
/// a script would write; nothing outlives the views.
@MainActor
func checkGestures(on stage: Stage) async -> GestureFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(GestureBoard(journal: journal))
    await graph.settle()
    GtkMainLoop.drainEvents()
    try? renderer.tap("Once", occurrence: 1)
    try? renderer.tap("Twice", occurrence: 1)
    if let press = try? renderer.press("Hold", occurrence: 1, for: .longPress) {
        await graph.settle()
        press.hold()
        press.release()
    }
    await graph.settle()
    let script = journal.lines
    journal.lines.removeAll()
    for label in ["Inner A", "Inner B", "Inner C"] {
        try? renderer.tap(label, occurrence: 1)
        await graph.settle()
    }
    let nested = journal.lines
    journal.lines.removeAll()
    // A long press held for GTK's delay, then a drag: one press, two of GTK's gestures grouped.
    if let press = try? renderer.press("Circle", occurrence: 1, for: .longPress) {
        press.hold()
        for x in [10.0, 20, 30] { press.move(to: CGSize(width: x, height: 0)) }
        press.release()
    }
    await graph.settle()
    let sequence = journal.lines
    var personActions: [String] = []
    renderer.onPersonAction = { personActions.append($0) }
    renderer.onUnscriptableEdit = { personActions.append("(unscriptable)") }
    if let once = renderer.root?.shownGestureViews(.tap).first(where: { $0.item.label == "Once" })?.element {
        _ = cg_send_pointer(once.widgetPointer, GDK_BUTTON_PRESS, 1, 1, 10)
        _ = cg_send_pointer(once.widgetPointer, GDK_BUTTON_RELEASE, 1, 1, 20)
    }
    await graph.settle()
    if let piece = renderer.root?.shownGestureViews(.drag).first?.element {
        _ = cg_send_pointer(piece.widgetPointer, GDK_BUTTON_PRESS, 1, 1, 30)
        _ = cg_send_pointer(piece.widgetPointer, GDK_MOTION_NOTIFY, 21, 1, 40)
        _ = cg_send_pointer(piece.widgetPointer, GDK_BUTTON_RELEASE, 21, 1, 50)
    }
    await graph.settle()
    // A touchpad's pinch, as GDK reports one: spread to twice and turned 10° then 20° more, then
    // turned back 40° (GTK's angle wraps to 350°, which the layer takes as -10°).
    var pinch: [String] = []
    if let photo = renderer.root?.shownGestureViews(.magnify).first?.element {
        journal.lines.removeAll()
        let deltas = [(1.5, 10.0), (2.0, 20.0), (2.0, -40.0)]
        _ = cg_send_touchpad_pinch(photo.widgetPointer, GDK_TOUCHPAD_GESTURE_PHASE_BEGIN, 5, 5, 1, 0, 60)
        for (index, (scale, degrees)) in deltas.enumerated() {
            _ = cg_send_touchpad_pinch(photo.widgetPointer, GDK_TOUCHPAD_GESTURE_PHASE_UPDATE, 5, 5, scale, degrees * .pi / 180, UInt32(70 + index))
        }
        _ = cg_send_touchpad_pinch(photo.widgetPointer, GDK_TOUCHPAD_GESTURE_PHASE_END, 5, 5, 2, 0, 80)
        await graph.settle()
        pinch = journal.lines
    }
    renderer.onPersonAction = nil
    renderer.onUnscriptableEdit = nil
    graph.unmount()
    await graph.settle()
    GtkMainLoop.drainEvents()
    return GestureFacts(journal: script, nested: nested, sequence: sequence, pinch: pinch, personActions: personActions, widgetsAfter: live.widgetsSince, handlersAfter: live.handlersSince)
}
