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
}
