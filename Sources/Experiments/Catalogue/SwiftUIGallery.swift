import Foundation
import ViewLayer

// The look-and-layout surface of issue 31, as a SwiftUI developer writes it, in one window: fonts,
// colours, labels, symbols, button styles, shapes and layout. And the lifecycle point about it:
// modifiers never change a view's identity, so restyling keeps a view's state; a modifier applied
// under an `if` makes two views, and switching between them makes a new identity.

struct SwiftUIGallery: View {
    @State private var isRestyled = false
    @State private var isSaving = false
    @State private var zoom = 100
    @State private var volume = 0.6
    @State private var guests = 2
    @State private var sort = "Name"
    @State private var size = 1
    @State private var plan = "Free"
    @State private var isResetting = false
    @State private var isWiFiOn = true
    @State private var isPinned = false
    @State private var name = ""
    @State private var password = ""
    @State private var tip = 0.15
    @State private var notes = ""
    /// Christmas Eve 2026, 09:30 in UTC: a script's days and times read the same anywhere.
    @State private var due = Date(timeIntervalSince1970: 1_798_104_600)
    @FocusState private var focusedField: GalleryField?

    var body: some View {
        ScrollView {
            HStack(alignment: .top, spacing: 16) {
                GalleryType()
                    .frame(width: 180, alignment: .leading)
                VStack(alignment: .leading, spacing: 10) {
                    Label("Inbox", systemImage: "envelope")
                    Label("Starred", systemImage: "star.fill")
                        .foregroundStyle(.orange)
                    Label("Settings", systemImage: "gearshape")
                        .labelStyle(.iconOnly)
                    HStack(spacing: 12) {
                        Image(systemName: "heart.fill").foregroundStyle(.red)
                        Image(systemName: "bell")
                        Image(systemName: "trash").imageScale(.large)
                        Image(systemName: "folder").foregroundStyle(.secondary)
                    }
                    Button("Save", systemImage: "square.and.arrow.down") { isSaving = true }
                        .buttonStyle(.borderedProminent)
                        .disabled(isSaving)
                    HStack {
                        Button("Delete", role: .destructive) {}
                        Button("Plain") {}.buttonStyle(.plain)
                    }
                    HStack {
                        Button("Archive") {}.buttonStyle(.borderedProminent).tint(.orange)
                        Button("Discard", role: .destructive) {}.buttonStyle(.borderless)
                    }
                    // A geometry reader over the button, as code measuring a view puts one: a
                    // person's click passes through it to the button.
                    HStack {
                        Button("Restyle") { isRestyled.toggle() }
                            .keyboardShortcut("r")
                            .overlay { GeometryReader { _ in Color.clear } }
                        // Styles of your own: the button's and the label's bodies are views of theirs.
                        Button("Pill") {}.buttonStyle(PillButtonStyle())
                    }
                    // Buttons linked as one, as GNOME draws a zoom control.
                    ControlGroup {
                        Button { zoom -= 1 } label: { Image(systemName: "minus") }
                        Button { zoom += 1 } label: { Image(systemName: "plus") }
                        Button("\(zoom)%") { zoom = 100 }
                    }
                    Label("Next", systemImage: "arrow.right").labelStyle(TrailingIconLabelStyle())
                    HStack(spacing: 10) {
                        Circle()
                            .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 18))
                            .frame(width: 36, height: 36)
                        // A progress ring: part of a circle's outline, turned to start at the top,
                        // in a conic gradient with round ends.
                        Circle()
                            .trim(from: 0, to: 0.7)
                            .rotation(.degrees(-90))
                            .stroke(AngularGradient(colors: [.blue, .purple], center: .center), style: StrokeStyle(lineWidth: 5, lineCap: .round))
                            .frame(width: 30, height: 30)
                        Text("SPACED").font(.caption).tracking(3).foregroundStyle(.secondary)
                    }
                    HStack(spacing: 10) {
                        UnevenRoundedRectangle(topLeadingRadius: 14, bottomTrailingRadius: 14)
                            .fill(Color(.systemPink))
                            .frame(width: 44, height: 28)
                        Text("Loading").redacted(reason: .placeholder)
                        // A dial drawn with code: a ring, a needle turned about the centre.
                        Canvas { context, size in
                            let ring = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2))
                            context.stroke(ring, with: .style(.secondary), lineWidth: 3)
                            var needle = context
                            needle.translateBy(x: size.width / 2, y: size.height / 2)
                            needle.rotate(by: .degrees(45))
                            needle.fill(Path(CGRect(x: -1.5, y: -size.height / 2 + 5, width: 3, height: size.height / 2 - 5)), with: .color(.red))
                        }
                        .frame(width: 28, height: 28)
                    }
                    // A bar as wide as a part of the room it is given, read by a geometry reader.
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color(.systemGray5))
                            Capsule().fill(.tint).frame(width: proxy.size.width * 0.6)
                        }
                    }
                    .frame(height: 8)
                }
                .frame(width: 160, alignment: .leading)
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 10) {
                        Circle().fill(.blue).frame(width: 36, height: 36)
                        RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 56, height: 36)
                        Capsule().stroke(.purple, lineWidth: 3).frame(width: 56, height: 28)
                        Rectangle().fill(.orange.gradient).frame(width: 36, height: 36)
                    }
                    ZStack(alignment: .bottomTrailing) {
                        RoundedRectangle(cornerRadius: 12).fill(.teal).frame(width: 150, height: 56)
                        Text("ZStack").foregroundStyle(.white).padding(8)
                    }
                    HStack {
                        Text("Name")
                        Spacer()
                        Text("42").foregroundStyle(.secondary)
                    }
                    .frame(width: 180)
                    Divider()
                    HStack {
                        Text("On a material")
                            .padding(10)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
                        Text("Overlaid")
                            .padding(8)
                            .overlay { RoundedRectangle(cornerRadius: 6).stroke(.red) }
                    }
                    Gauge(value: 0.3) { Text("Battery") }
                    DisclosureGroup("Details") { Text("Built when opened") }
                    // The same view restyled keeps its identity and state.
                    LifecycleMonitor(title: "Restyled")
                        .font(isRestyled ? .headline : .body)
                    // A modifier under an `if` is two views: switching makes a new one.
                    if isRestyled {
                        LifecycleMonitor(title: "Conditional").italic()
                    } else {
                        LifecycleMonitor(title: "Conditional")
                    }
                }
                .frame(width: 214, alignment: .leading)
                // Controls a person sets (issue 32): a value dragged along a track, a count
                // stepped, and what they drive.
                VStack(alignment: .leading, spacing: 12) {
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.wave.1")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                    Text("Volume \(Int((volume * 100).rounded()))%")
                        .opacity(0.4 + volume * 0.6)
                        // A right click on it offers what a person does with a volume.
                        .contextMenu {
                            Button("Mute") { volume = 0 }
                            Button("Full volume") { volume = 1 }
                        }
                    Picker("Sort by", selection: $sort) {
                        ForEach(["Name", "Date", "Size"], id: \.self) { Text($0) }
                    }
                    Picker("Size", selection: $size) {
                        Text("S").tag(0)
                        Text("M").tag(1)
                        Text("L").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Picker("Plan", selection: $plan) {
                        Label("Free", systemImage: "leaf").tag("Free")
                        Label("Pro", systemImage: "star").tag("Pro")
                    }
                    .pickerStyle(.inline)
                    HStack(spacing: 16) {
                        Toggle("Wi-Fi", isOn: $isWiFiOn).toggleStyle(.switch)
                        Toggle("Pinned", isOn: $isPinned).toggleStyle(.button)
                    }
                    // Enter in the name moves the focus to the password, as a sign-in form does.
                    TextField("Name", text: $name)
                        .focused($focusedField, equals: .name)
                        .onSubmit { focusedField = .password }
                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                    // A number through a format, set when committed, and lines of text.
                    TextField("Tip", value: $tip, format: .percent)
                    TextField("Notes", text: $notes, axis: .vertical)
                    DatePicker("Due", selection: $due, in: Date(timeIntervalSince1970: 1_798_070_400)...)
                        .environment(\.timeZone, TimeZone(secondsFromGMT: 0) ?? .current)
                    // A menu of actions, beside the alert's button.
                    HStack {
                        Menu("Arrange") {
                            Button("By name") { sort = "Name" }
                            Button("By date") { sort = "Date" }
                        }
                    // An alert: a dialog over the window, its buttons each dismissing it.
                    Button("Reset…") { isResetting = true }
                        .alert("Reset the controls?", isPresented: $isResetting) {
                            Button("Reset", role: .destructive) {
                                volume = 0.6
                                guests = 2
                            }
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("Volume and guests go back to where they started.")
                        }
                    }
                    GalleryGestures()
                }
                .frame(width: 280, alignment: .leading)
            }
            .padding(12)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Share", systemImage: "square.and.arrow.up") { print("Share tapped") }
                    .labelStyle(.iconOnly)
            }
        }
    }
}

/// Gestures (issue 32): a double tap, a long press, and a drag whose offset is gesture state
/// while the drag lasts, back to zero when it ends, where the drop is kept as state.
private struct GalleryGestures: View {
    @State private var likes = 0
    @State private var dropped = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Double-tap to like")
                .onTapGesture(count: 2) {
                    likes += 1
                    print("liked \(likes)")
                }
            Text("Hold to pin")
                .onLongPressGesture { print("held") }
            Text("Drag me")
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, offset, _ in offset = value.translation }
                        .onEnded { value in
                            dropped.width += value.translation.width
                            dropped.height += value.translation.height
                            print("dropped at \(Int(dropped.width)),\(Int(dropped.height))")
                        }
                )
            Text("Likes \(likes), offset \(Int(dropped.width + dragOffset.width)),\(Int(dropped.height + dragOffset.height))")
        }
    }
}

/// The gallery's text fields, which its focus state names.
private enum GalleryField: Hashable {
    case name, password
}

/// Text styles from large title to caption, and the other ways a font is given.
private struct GalleryType: View {
    @State private var groceryQuery = ""

    private func matches(_ item: String) -> Bool {
        groceryQuery.isEmpty || item.localizedCaseInsensitiveContains(groceryQuery)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Title 3").font(.title3)
            Text("Headline").font(.headline)
            Text("Body, the default")
            Text("Caption, secondary").font(.caption).foregroundStyle(.secondary)
            Text("Rounded, 18 pt").font(.system(size: 18, weight: .semibold, design: .rounded))
            Text("Serif italic").font(.system(.body, design: .serif).italic())
            Text("Digits 1,234 5,678").monospacedDigit()
            Text("Tinted").foregroundStyle(.tint)
            Text("A long sentence that is limited to a single line, so it ends in an ellipsis")
                .lineLimit(1)
            Divider()
            // A search field over the groceries, which keeps the rows it matches.
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                if matches("Milk") { GridRow { Text("Milk"); Text("2").foregroundStyle(.secondary) } }
                if matches("Sourdough") { GridRow { Text("Sourdough"); Text("1").foregroundStyle(.secondary) } }
            }
            .searchable(text: $groceryQuery, prompt: "Groceries")
            ProgressView("Syncing", value: 0.6)
            // A form's section: GNOME's boxed list under a dimmed heading.
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada")
                    LabeledContent("Plan", value: "Free")
                }
            }
        }
    }
}

extension Experiment {
    static let swiftUIGallery = Experiment(
        id: "swiftui-gallery",
        title: "SwiftUI gallery: the look, and what restyling keeps",
        seed: nil,
        stageWidth: 620,
        root: { AnyView(SwiftUIGallery()) }
    )
}

/// A capsule filled with the accent, dimmed while it is held down.
private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
            .background(.indigo, in: Capsule())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// The title first, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title
            configuration.icon
        }
    }
}
