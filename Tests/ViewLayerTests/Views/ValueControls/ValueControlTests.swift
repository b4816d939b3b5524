import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Sliders and steppers: bound numbers a person drags or steps, shown as `| LABEL: <VALUE>`.
@MainActor
@Suite struct ValueControlTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Mixer: View {
        let log: Log
        @State var volume = 0.5
        @State var guests = 2
        @State var tip: Float = 10

        var body: some View {
            let _ = log.lines.append("body volume \(volume) guests \(guests)")
            VStack {
                Slider(value: $volume, in: 0...1) { Text("Volume") } onEditingChanged: { editing in
                    log.lines.append("editing \(editing) at \(volume)")
                }
                Slider(value: $tip, in: 0...30, step: 5) {
                    Text("Tip")
                } minimumValueLabel: {
                    Text("0%")
                } maximumValueLabel: {
                    Text("30%")
                }
                Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                Text("Opacity \(volume, specifier: "%.2f")").opacity(volume)
            }
        }
    }

    @Test func aSliderAndAStepperShowTheirLabelsAndValues() async throws {
        let host = await ViewHost(Mixer(log: Log()))
        #expect(host.shown == ["| Volume: <0.5>", "| Tip: <10>", "| Guests: 2: <2>", "| Opacity 0.50"])
        await host.unmount()
    }

    /// A person's drag writes the binding once between the edit's start and end, and the body
    /// runs again for the new value after the drag (SwiftUI's documentation of
    /// `onEditingChanged`: "called when editing begins and ends"). The closure reads the
    /// `@State` as it is when called: written already when the edit ends.
    @Test func settingASliderWritesItsBindingBetweenTheEditsStartAndEnd() async throws {
        let log = Log()
        let host = await ViewHost(Mixer(log: log))
        log.lines.removeAll()
        try await host.set("Volume", to: 0.25)
        #expect(log.lines == ["editing true at 0.5", "editing false at 0.25", "body volume 0.25 guests 2"])
        #expect(host.shown.first == "| Volume: <0.25>")
        #expect(host.shown.last == "| Opacity 0.25")
        await host.unmount()
    }

    /// A slider with a step moves by whole steps from its lower bound.
    @Test func aSliderWithAStepSnapsToIt() async throws {
        let host = await ViewHost(Mixer(log: Log()))
        try await host.set("Tip", to: 12)
        #expect(host.shown[1] == "| Tip: <10>")
        try await host.set("Tip", to: 13)
        #expect(host.shown[1] == "| Tip: <15>")
        await host.unmount()
    }

    /// Apple's `Slider(value:in:step:)`: "step: The distance between each valid value", the
    /// valid values counted from the range's lower bound.
    @Test func aStepCountsFromTheLowerBound() async throws {
        struct Offset: View {
            @State var level = 0.1
            var body: some View {
                Slider(value: $level, in: 0.1...1.1, step: 0.5) { Text("Level") }
            }
        }
        let host = await ViewHost(Offset())
        try await host.set("Level", to: 0.7)
        #expect(host.shown == ["| Level: <0.6>"], "0.1 + 0.5, not the 0.5 a step from zero would give")
        await host.unmount()
    }

    @Test func aStepperIsSetWithinItsRangeAndRefusesOthers() async throws {
        let host = await ViewHost(Mixer(log: Log()))
        try await host.set("Guests: 2", to: 5)
        #expect(host.shown[2] == "| Guests: 5: <5>")
        await #expect(throws: DriveError.valueOutOfRange(label: "Guests: 5", kind: "stepper", value: "13", range: "1 to 12")) {
            try await host.set("Guests: 5", to: 13)
        }
        await #expect(throws: DriveError.noSuchControl(label: "Loudness", kind: "slider, stepper or number field", visible: ["Volume", "Tip", "Guests: 5"])) {
            try await host.set("Loudness", to: 1)
        }
        await host.unmount()
    }

    /// A value beyond the range is shown at the range's end; the binding keeps it.
    @Test func aValueOutsideTheRangeIsShownAtItsEnd() async throws {
        struct Loud: View {
            @State var level = 3.0
            var body: some View {
                Slider(value: $level, in: 0...1) { Text("Level") }
                Text("level \(level, specifier: "%.0f")")
            }
        }
        let host = await ViewHost(Loud())
        #expect(host.shown == ["| Level: <1>", "| level 3"])
        await host.unmount()
    }

    /// A binding that refuses the value (a constant) puts the control back, as a toggle is put back.
    @Test func aConstantBindingPutsTheControlBack() async throws {
        struct Fixed: View {
            var body: some View {
                Stepper("Fixed", value: .constant(4), in: 0...10)
            }
        }
        let host = await ViewHost(Fixed())
        try await host.set("Fixed", to: 7)
        #expect(host.shown == ["| Fixed: <4>"])
        await host.unmount()
    }

    @Test func aDisabledControlIgnoresASet() async throws {
        struct Off: View {
            @State var n = 1
            var body: some View {
                Stepper("Count", value: $n).disabled(true)
            }
        }
        let host = await ViewHost(Off())
        try await host.set("Count", to: 3)
        #expect(host.shown == ["| Count: <1>"])
        await host.unmount()
    }
}
