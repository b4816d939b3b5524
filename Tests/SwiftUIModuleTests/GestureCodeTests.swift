import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import SwiftUI
import Testing

// Gestures as SwiftUI code writes them, typed with `import SwiftUI` alone: Apple's
// `GestureState` example, a card dragged with its offset as gesture state, double taps and
// located taps, long presses in both spellings, gestures kept in properties, masks and
// priorities. They compile unchanged, and a test drives them as a person would.

/// Apple's example in `GestureState`'s documentation, with a text to name it by.
struct SimpleLongPressGestureView: View {
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false

    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 3)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = Animation.easeIn(duration: 2.0)
            }
            .onEnded { finished in
                self.completedLongPress = finished
            }
    }

    var body: some View {
        Circle()
            .fill(self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue))
            .frame(width: 100, height: 100, alignment: .center)
            .overlay(Text(completedLongPress ? "Done" : "Press"))
            .gesture(longPress)
    }
}

/// A gesture of one's own, made of others: it recognises as its body does.
struct DoubleTapToLike: Gesture {
    let like: () -> Void
    var body: some Gesture {
        TapGesture(count: 2).onEnded { like() }
    }
}

struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .easeInOut)) private var isDragging: Bool?
    @State private var position = CGSize.zero
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Card")
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .updating($isDragging) { _, state, _ in state = true }
                        .onEnded { value in
                            position.width += value.predictedEndTranslation.width
                            position.height += value.translation.height
                        }
                )
                .simultaneousGesture(DoubleTapToLike { taps += 1 })
            Text("at \(Int(position.width)),\(Int(position.height)) taps \(taps)")
                .onTapGesture(count: 1, coordinateSpace: .local) { location in print(location) }
                .onLongPressGesture(minimumDuration: 0.2, maximumDistance: 5) {
                    taps = 0
                } onPressingChanged: { pressing in print(pressing) }
            Image(systemName: "trash")
                .onLongPressGesture(minimumDuration: 1, pressing: { _ in }) { position = .zero }
                .highPriorityGesture(TapGesture().map { "tapped" }.onEnded { print($0) }, including: .all)
                .gesture(DragGesture().onChanged { print($0.location, $0.startLocation, $0.time) }, including: .subviews)
        }
    }
}

@MainActor
@Suite struct GestureCodeTests {
    @Test func gestureCodeCompilesUnchangedAndRunsAsAPersonDrivesIt() async throws {
        let press = await ViewHost(SimpleLongPressGestureView())
        try await press.longPress("Press")
        #expect(press.texts == ["Done"])
        await press.unmount()

        let card = await ViewHost(DraggableCard())
        try await card.drag("Card", by: CGSize(width: 20, height: -10))
        try await card.tap("Card")
        #expect(card.texts == ["Card", "at 20,-10 taps 1"], "the double tap counted once; its view is around the dragged one, which its presses do not reach")
        await card.unmount()
    }
}
