import Driving
import Foundation
import HeadlessBackend
import ViewLayer

extension ViewHost {
    /// Drags the `occurrence`-th shown view with a drag gesture labelled `label` (its text or its
    /// image's name) by `translation`, as a script's `drag:` does: a press at the view's origin,
    /// ten moves, each one's updates finished before the next, and the release.
    public func drag(_ label: String, by translation: CGSize, _ occurrence: Int = 1) async throws {
        var pressed: (any PointerPress)?
        try act { pressed = try backend.press(label, occurrence: occurrence, for: .drag, within: nil) }
        guard let press = pressed else { return }
        await settle()
        for offset in dragSteps(to: translation) {
            try act { press.move(to: offset) }
            await settle()
        }
        try act { press.release() }
        await settle()
    }

    /// Presses the `occurrence`-th shown view with a long press gesture labelled `label`, holds
    /// the press until the long press is recognised, and lets go, each step's updates finished
    /// before the next.
    public func longPress(_ label: String, _ occurrence: Int = 1) async throws {
        var pressed: (any PointerPress)?
        try act { pressed = try backend.press(label, occurrence: occurrence, for: .longPress, within: nil) }
        guard let press = pressed else { return }
        await settle()
        try act { press.hold() }
        await settle()
        try act { press.release() }
        await settle()
    }

    /// Pinches the `occurrence`-th shown view with a magnify gesture labelled `label` (its text
    /// or its image's name) to `scale` times its size, as a person's two fingers do: they come
    /// down at the view's origin, spread (or close) in ten steps, each step's updates finished
    /// before the next, and lift. Views around it with a rotate gesture see the fingers too,
    /// unturned.
    ///
    ///     try await host.magnify("photo", by: 2)
    ///     #expect(host.texts == ["Zoom 200%"])
    public func magnify(_ label: String, by scale: CGFloat, _ occurrence: Int = 1) async throws {
        try await pinch(label, occurrence, .magnify, scale: Double(scale), radians: 0)
    }

    /// Turns the `occurrence`-th shown view with a rotate gesture labelled `label` by `angle`,
    /// clockwise positive, as a person's two fingers do: they come down at the view's origin,
    /// turn in ten steps, each step's updates finished before the next, and lift. Views around
    /// it with a magnify gesture see the fingers too, neither spread nor closed.
    ///
    ///     try await host.rotate("photo", by: .degrees(90))
    public func rotate(_ label: String, by angle: Angle, _ occurrence: Int = 1) async throws {
        try await pinch(label, occurrence, .rotate, scale: 1, radians: angle.radians)
    }

    /// Pinches the `occurrence`-th shown view with a magnify gesture labelled `label` to `scale`
    /// and turns it by `angle` at once, as `magnify` and `rotate` do one each: for a view that
    /// magnifies and rotates simultaneously (`MagnifyGesture().simultaneously(with:
    /// RotateGesture())`).
    public func pinch(_ label: String, by scale: CGFloat, rotation angle: Angle, _ occurrence: Int = 1) async throws {
        try await pinch(label, occurrence, .magnify, scale: Double(scale), radians: angle.radians)
    }

    private func pinch(_ label: String, _ occurrence: Int, _ kind: GestureKind, scale: Double, radians: Double) async throws {
        var pinched: (any TwoFingerPinch)?
        try act { pinched = try backend.pinch(label, occurrence: occurrence, for: kind, within: nil) }
        guard let pinch = pinched else { return }
        await settle()
        for step in pinchSteps(scale: scale, radians: radians) {
            try act { pinch.move(scale: step.scale, radians: step.radians) }
            await settle()
        }
        try act { pinch.lift() }
        await settle()
    }
}
