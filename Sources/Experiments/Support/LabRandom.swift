import Foundation
import Synchronization

/// The random numbers experiments draw (object ids). Seeded, two runs print the same ids.
public enum LabRandom {
    private static let generator = Mutex<SplitMix64?>(nil)

    /// Seeds the numbers drawn from now on; `nil` draws from the system's generator.
    public static func seed(_ seed: UInt64?) {
        generator.withLock { $0 = seed.map(SplitMix64.init) }
    }

    /// A version 4 UUID from the lab's generator.
    static func uuid() -> Foundation.UUID {
        var bytes = (0..<16).map { _ in UInt8(int(in: 0...255)) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return Foundation.UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                      bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    static func int(in range: ClosedRange<Int>) -> Int {
        generator.withLock { generator in
            // Named generators only: in this module a bare `Int.random(in:)` is the one below.
            if var seeded = generator {
                defer { generator = seeded }
                return Int.random(in: range, using: &seeded)
            }
            var system = SystemRandomNumberGenerator()
            return Int.random(in: range, using: &system)
        }
    }
}

/// A small, well-known seedable generator (Steele, Lea and Flood's SplitMix64).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `UUID()` as the notes write it, drawn from the lab's seedable generator.
func UUID() -> Foundation.UUID {
    LabRandom.uuid()
}

extension Int {
    /// `Int.random(in:)` as the notes write it, drawn from the lab's seedable generator.
    static func random(in range: ClosedRange<Int>) -> Int {
        LabRandom.int(in: range)
    }
}
