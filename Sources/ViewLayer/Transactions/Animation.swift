/// How a change is animated, and for the lifecycle, how long it takes: a view removed under an
/// animation keeps its identity, state and task until its removal transition has run (rule 19).
///
/// Durations follow SwiftUI's documented defaults: timing curves take 0.35 s (Apple's
/// `easeInOut`, `easeIn` and `easeOut` pages; `linear` as OpenSwiftUI has it); `.spring`,
/// `.smooth`, `.snappy` and `.bouncy` 0.5 s; `.default` is a spring of response 0.55 s (Apple's
/// `Animation.default` documentation, iOS 17 and later).
public struct Animation: Sendable, Equatable {
    /// How long the animation itself runs, in seconds, before `delay` and `speed`.
    let baseDuration: Double
    /// Seconds waited before it starts.
    let delay: Double
    /// How much faster than its duration it runs.
    let speed: Double
    /// Seconds after which it is logically complete, if sooner than its end (a spring settling).
    let logicalDuration: Double?
    /// A name for the trace: `easeInOut`, `spring`.
    let name: String

    init(_ name: String, duration: Double, delay: Double = 0, speed: Double = 1, logicalDuration: Double? = nil) {
        self.name = name
        baseDuration = max(0, duration)
        self.delay = max(0, delay)
        self.speed = speed > 0 ? speed : 1
        self.logicalDuration = logicalDuration
    }

    /// The time from the start of the transaction to the animation's end.
    var totalDuration: Duration { .seconds(delay + baseDuration / speed) }

    /// The time from the start to the moment the animation is logically complete.
    var logicallyCompleteDuration: Duration { .seconds(delay + (logicalDuration ?? baseDuration) / speed) }

    /// How the trace names it: `easeInOut 0.35s`, with its delay and speed when it has them.
    var traceName: String {
        var text = "\(name) \(Self.seconds(baseDuration))s"
        if delay > 0 { text += " delay \(Self.seconds(delay))s" }
        if speed != 1 { text += " speed \(Self.seconds(speed))" }
        return text
    }

    private static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    // MARK: Timing curves

    public static let linear = Animation("linear", duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    public static let easeIn = Animation("easeIn", duration: 0.35)
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    public static let easeOut = Animation("easeOut", duration: 0.35)
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    public static let easeInOut = Animation("easeInOut", duration: 0.35)
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }

    // MARK: Springs

    /// The animation `withAnimation` uses without one named.
    public static let `default` = Animation("default", duration: 0.55)
    public static let spring = Animation("spring", duration: 0.5)
    /// iOS 17's spring by its duration and bounce. `.spring()` with no argument is the older
    /// `spring(response:dampingFraction:blendDuration:)`, as in SwiftUI, where both have defaults
    /// for every parameter and code written since iOS 13 calls `.spring()`.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: response)
    }
    /// A quick spring for a view that follows a person's finger (iOS 13), whose response is its
    /// duration.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", duration: response)
    }
    /// iOS 17's form by its duration; `.interactiveSpring()` is the iOS 13 one, as `.spring()` is.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", duration: duration)
    }
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    public static let smooth = Animation("smooth", duration: 0.5)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration: duration) }
    public static let snappy = Animation("snappy", duration: 0.5)
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration: duration) }
    public static let bouncy = Animation("bouncy", duration: 0.5)
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration: duration) }

    // MARK: Modifiers

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        Animation(name, duration: baseDuration, delay: self.delay + max(0, delay), speed: speed, logicalDuration: logicalDuration)
    }

    /// This animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(name, duration: baseDuration, delay: delay, speed: self.speed * (speed > 0 ? speed : 1), logicalDuration: logicalDuration)
    }

    /// This animation played `repeatCount` times, backwards every other time when `autoreverses`:
    /// it takes that many times as long.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        let count = Double(max(repeatCount, 1))
        return Animation(name, duration: baseDuration * count, delay: delay, speed: speed, logicalDuration: logicalDuration.map { $0 * count })
    }

    /// This animation played again and again. A GTK window draws no animation, and for the
    /// lifecycle it takes one play: no source we have states when a view removed under a repeating
    /// animation leaves, and one that never left would keep its state for the window's life.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    /// This animation, logically complete after `duration` seconds, though it runs on.
    public func logicallyComplete(after duration: Double) -> Animation {
        Animation(name, duration: baseDuration, delay: delay, speed: speed, logicalDuration: max(0, duration))
    }
}
