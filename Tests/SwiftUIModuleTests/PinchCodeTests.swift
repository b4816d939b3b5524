import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import SwiftUI
import Testing

// Pinch and rotate gestures as SwiftUI code writes them, typed with `import SwiftUI` alone: a
// photo card zoomed and turned at once (iOS 17's `MagnifyGesture` and `RotateGesture`), a
// zoomable image in the iOS 13 spellings (`MagnificationGesture`, `RotationGesture`), gestures
// kept in properties and composed. They compile unchanged, and a test pinches them as a
// person's two fingers would.

/// A photo card an iOS developer writes: pinch to zoom and turn it at once, double tap to put
/// it back.
struct ZoomableRotatablePhotoCard: View {
    @State private var scale: CGFloat = 1.0
    @State private var rotation: Angle = .zero
    @GestureState private var pinchScale: CGFloat = 1.0
    @GestureState private var twist: Angle = .zero

    private var zoomAndRotate: some Gesture {
        MagnifyGesture()
            .updating($pinchScale) { value, state, _ in
                state = value.magnification
            }
            .simultaneously(with: RotateGesture(minimumAngleDelta: .degrees(2))
                .updating($twist) { value, state, transaction in
                    transaction.animation = .easeOut(duration: 0.1)
                    state = value.rotation
                })
            .onEnded { value in
                scale = min(max(scale * (value.first?.magnification ?? 1), 0.5), 4)
                rotation += value.second?.rotation ?? .zero
            }
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "photo")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 300, height: 200)
                .clipShape(RoundedRectangle(cornerRadius: 16))
                .shadow(radius: 8)
                .scaleEffect(scale * pinchScale)
                .rotationEffect(rotation + twist)
                .gesture(zoomAndRotate)
                .onTapGesture(count: 2) {
                    withAnimation(.interactiveSpring()) {
                        scale = 1
                        rotation = .zero
                    }
                }
            Text("Zoom \(Int((scale * pinchScale * 100).rounded()))% · \(Int((rotation + twist).degrees.rounded()))°")
                .font(.caption)
                .foregroundStyle(.secondary)
                .animation(.interactiveSpring(response: 0.3, dampingFraction: 0.6), value: scale)
        }
    }
}

/// The iOS 13 way: a zoom kept between pinches, and a turn, each on a view of its own.
struct LegacyZoomView: View {
    @State private var currentAmount: CGFloat = 0
    @State private var finalAmount: CGFloat = 1
    @State private var angle = Angle(degrees: 0.0)

    var body: some View {
        VStack {
            Text("Hello, World!")
                .scaleEffect(finalAmount + currentAmount)
                .gesture(
                    MagnificationGesture()
                        .onChanged { amount in
                            self.currentAmount = amount - 1
                        }
                        .onEnded { amount in
                            self.finalAmount += self.currentAmount
                            self.currentAmount = 0
                        }
                )
            Rectangle()
                .frame(width: 200, height: 200, alignment: .center)
                .overlay(Text("Spin me"))
                .rotationEffect(self.angle)
                .gesture(RotationGesture().onChanged { angle in self.angle = angle })
            Text("\(Int(((finalAmount + currentAmount) * 100).rounded()))% at \(Int(angle.degrees.rounded()))°")
        }
    }
}

/// Zoom first, then turn, or one or the other, a sequence kept in a property of its own type.
struct ComposedPinchView: View {
    @State private var log: [String] = []

    var zoomThenTurn: SequenceGesture<MagnifyGesture, RotateGesture> {
        MagnifyGesture(minimumScaleDelta: 0.1).sequenced(before: RotateGesture())
    }

    var body: some View {
        VStack {
            Text("Dial")
                .gesture(zoomThenTurn.onEnded { value in
                    if case .second(let zoom, let turn?) = value {
                        log.append("zoomed \(Int(zoom.magnification * 100)) then turned \(Int(turn.rotation.degrees.rounded()))")
                    }
                })
                .simultaneousGesture(MagnifyGesture().exclusively(before: RotateGesture()).onEnded { _ in log.append("either") })
                .highPriorityGesture(TapGesture(count: 3).onEnded { log = [] })
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor
@Suite struct PinchCodeTests {
    @Test func aPhotoCardZoomsAndTurnsAtOnceAndKeepsWhereItEnded() async throws {
        let card = await ViewHost(ZoomableRotatablePhotoCard())
        #expect(card.texts == ["Zoom 100% · 0°"])
        try await card.pinch("photo", by: 1.5, rotation: .degrees(30))
        #expect(card.texts == ["Zoom 150% · 30°"])
        try await card.magnify("photo", by: 4)
        #expect(card.texts == ["Zoom 400% · 30°"], "clamped to four times, as the card's onEnded says")
        try await card.rotate("photo", by: .degrees(-1))
        #expect(card.texts == ["Zoom 400% · 30°"], "a turn under its two-degree minimum never begins")
        try await card.tap("photo")
        #expect(card.texts == ["Zoom 100% · 0°"], "tap: taps as many times as the tap gesture counts; the pinch's view inside sees none of it")
        await card.unmount()
    }

    @Test func theIOS13SpellingsZoomAndSpin() async throws {
        let host = await ViewHost(LegacyZoomView())
        try await host.magnify("Hello, World!", by: 2)
        try await host.magnify("Hello, World!", by: 0.75)
        #expect(host.texts.last == "175% at 0°", "the second pinch adds its own amount, -0.25, to the first's")
        try await host.rotate("Spin me", by: .degrees(45))
        #expect(host.texts.last == "175% at 45°")
        await host.unmount()
    }

    @Test func composedPinchesInPropertiesRunInTurn() async throws {
        let host = await ViewHost(ComposedPinchView())
        try await host.magnify("Dial", by: 2)
        try await host.rotate("Dial", by: .degrees(90))
        #expect(host.texts == ["Dial", "either; either; zoomed 200 then turned 90"],
                "the triple tap of high priority around does not take a pinch, which it does not recognise; each pinch reaches the simultaneous gesture first")
        await host.unmount()
    }
}
