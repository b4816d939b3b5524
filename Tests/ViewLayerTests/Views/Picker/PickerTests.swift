import Driving
import Foundation
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Pickers: options chosen by tag, shown as `| [LABEL: OPTION]`, chosen by a script as a person
/// picks them.
@MainActor
@Suite struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Menu: View {
        @State var flavor = Flavor.chocolate
        var body: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Text("You chose \(flavor.rawValue)")
        }
    }

    @Test func aPickerShowsItsChosenOptionAndAPersonsChoiceWritesTheSelection() async throws {
        let host = await ViewHost(Menu())
        #expect(host.shown == ["| [Flavor: Chocolate]", "| You chose chocolate"])
        try await host.select("Strawberry", in: "Flavor")
        #expect(host.shown == ["| [Flavor: Strawberry]", "| You chose strawberry"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Test func anOptionThePickerLacksIsAnErrorListingItsOptions() async throws {
        let host = await ViewHost(Menu())
        await #expect(throws: DriveError.noSuchOption(picker: "Flavor", option: "Mint", options: ["Chocolate", "Vanilla", "Strawberry"])) {
            try await host.select("Mint", in: "Flavor")
        }
        await host.unmount()
    }

    /// Tagged options, in every style: segments and radio buttons show their options, a menu
    /// only its choice; `show` prints the picker alike.
    @Test(arguments: [PickerStyleKind.menu, .segmented, .inline])
    func taggedOptionsInEachStyle(style: PickerStyleKind) async throws {
        struct Sizes: View {
            let style: PickerStyleKind
            @State var size = 2
            var body: some View {
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                .environment(\.pickerStyleKind, style)
            }
        }
        let host = await ViewHost(Sizes(style: style))
        #expect(host.shown == ["| [Size: Medium]"])
        try await host.select("Large", in: "Size")
        #expect(host.shown == ["| [Size: Large]"])
        let picker = try #require(host.backend.window.lastShown { $0.role == .picker })
        let shownOptions = picker.shownChildElements.filter { $0.role == .pickerOption }.count
        #expect(shownOptions == (style == .menu ? 0 : 3), "a menu's options are shown only when it opens")
        await host.unmount()
    }

    /// A tag chooses only a selection of its own type: `String` tags never choose a `String?`
    /// selection, and SwiftUI warns that the selection "does not have an associated tag"
    /// (the fix code uses is `.tag(Optional(value))`; Apple's `tag(_:)` documentation says the
    /// tag's type must match the selection's).
    @Test func aTagOfAnotherTypeThanTheSelectionChoosesNothing() async throws {
        struct Optional: View {
            @State var name: String? = "Ada"
            var body: some View {
                Picker("Wrong", selection: $name) {
                    Text("Ada").tag("Ada")
                    Text("Grace").tag("Grace")
                }
                Picker("Right", selection: $name) {
                    Text("Ada").tag("Ada" as String?)
                    Text("Grace").tag("Grace" as String?)
                }
            }
        }
        let host = await ViewHost(Optional())
        #expect(host.shown == ["| [Wrong: ]", "| [Right: Ada]"])
        #expect(host.warnings.map(\.message) == ["Picker: the selection \"Optional(\"Ada\")\" is invalid and does not have an associated tag, this will give undefined results."])
        // A person's choice of an option whose tag cannot be the selection writes nothing.
        try await host.select("Grace", in: "Wrong")
        #expect(host.shown == ["| [Wrong: ]", "| [Right: Ada]"])
        try await host.select("Grace", in: "Right")
        #expect(host.shown == ["| [Wrong: ]", "| [Right: Grace]"])
        await host.unmount()
    }

    /// An option's view is a view like any other: a `Label` option shows its title, and options
    /// come and go with the data.
    @Test func optionsFollowTheirData() async throws {
        struct Rooms: View {
            @State var rooms = ["Kitchen", "Hall"]
            @State var room = "Hall"
            var body: some View {
                Picker("Room", selection: $room) {
                    ForEach(rooms, id: \.self) { room in
                        Label(room, systemImage: "house")
                    }
                }
                Button("Add") { rooms.append("Attic") }
            }
        }
        let host = await ViewHost(Rooms())
        #expect(host.shown == ["| [Room: Hall]", "| [Add]"])
        try await host.tap("Add")
        try await host.select("Attic", in: "Room")
        #expect(host.shown == ["| [Room: Attic]", "| [Add]"])
        await host.unmount()
        host.expectNothingOutlives()
    }
}

/// Found in review: options under an `if` or in a `Group` are the picker's, chosen by their tags.
@MainActor
@Suite struct PickerStructureTests {
    @Test func optionsUnderAConditionOrAGroupAreThePickers() async throws {
        struct Filters: View {
            @State var showsArchived = false
            @State var filter = "all"
            var body: some View {
                Picker("Filter", selection: $filter) {
                    Text("All").tag("all")
                    Group {
                        Text("Unread").tag("unread")
                    }
                    if showsArchived {
                        Text("Archived").tag("archived")
                    }
                }
                Toggle("Archived too", isOn: $showsArchived)
            }
        }
        let host = await ViewHost(Filters())
        try await host.select("Unread", in: "Filter")
        #expect(host.shown == ["| [Filter: Unread]", "| [ ] Archived too"])
        try await host.toggle("Archived too")
        try await host.select("Archived", in: "Filter")
        #expect(host.shown == ["| [Filter: Archived]", "| [x] Archived too"])
        await host.unmount()
    }
}
