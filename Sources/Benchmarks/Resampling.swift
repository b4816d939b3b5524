import Experiments
import Foundation

/// How much of a geometric mean of median ratios the noise of the runs alone could make. Each
/// figure's runs are drawn again with replacement, as many as it has, and the mean is taken of
/// the medians the new draws give; the middle 90 % of many such means is the interval. Figures
/// of a few milliseconds spread by tens of per cent here, so that a mean a few per cent off a
/// target can be the runs' luck: the interval says how far the figures can be trusted, and the
/// targets are still judged on the mean itself.
struct MeanResampling {
    /// The view layer's runs and a hand-written table's, one pair an operation. The runs are
    /// drawn without regard to the round (the worker) they came from: the interval is the runs'
    /// noise as the pooled figure has it, not what a whole other sitting might give.
    var pairs: [(measured: [Double], reference: [Double])]
    var resamples = MeanResampling.defaultResamples
    static let defaultResamples = 2000

    /// The middle 90 % of the resampled means; nil without an operation measured on both.
    /// Always the same for the same runs: the draws come from a generator with a fixed seed.
    var interval: ClosedRange<Double>? {
        // A run of no time, or none, would make a resampled ratio infinite or undefined.
        func isUsable(_ samples: [Double]) -> Bool { !samples.isEmpty && samples.allSatisfy { $0.isFinite && $0 > 0 } }
        let pairs = pairs.filter { isUsable($0.measured) && isUsable($0.reference) }
        guard !pairs.isEmpty, resamples > 0 else { return nil }
        var generator = SplitMix64(seed: 15)
        var means: [Double] = []
        means.reserveCapacity(resamples)
        for _ in 0..<resamples {
            var logSum = 0.0
            for (measured, reference) in pairs {
                let ratio = BenchmarkFigure.median(of: Self.draw(from: measured, using: &generator))
                    / BenchmarkFigure.median(of: Self.draw(from: reference, using: &generator))
                logSum += log(ratio)
            }
            means.append(exp(logSum / Double(pairs.count)))
        }
        means.sort()
        let low = means[Int(Double(resamples - 1) * 0.05)]
        let high = means[Int(Double(resamples - 1) * 0.95)]
        return low...high
    }

    private static func draw(from samples: [Double], using generator: inout SplitMix64) -> [Double] {
        samples.indices.map { _ in samples[Int(generator.next() % UInt64(samples.count))] }
    }
}
