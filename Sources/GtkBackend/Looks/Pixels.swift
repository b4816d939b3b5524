/// A length a view asked for, as GTK's whole pixels: rounded, at least `minimum`, and at most what
/// GTK takes (`.infinity`, NaN or a huge number from a program's arithmetic must not trap). A
/// non-finite length gives `fallback`.
func pixels(_ length: Double, atLeast minimum: Int32 = Int32.min, fallback: Int32 = -1) -> Int32 {
    guard length.isFinite else { return fallback }
    return max(minimum, Int32(clamping: Int64(max(min(length.rounded(), 1e9), -1e9))))
}
