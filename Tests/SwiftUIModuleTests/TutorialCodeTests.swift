import LifecycleTesting
import SwiftUI
import Testing

// Views as Apple's own SwiftUI tutorials write them (Scrumdinger's cards, meeting header and timer;
// Landmarks' detail page, favourite button and badge), typed anew here with `import SwiftUI` alone:
// they compile unchanged, and show what a person reads.

struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

extension LabelStyle where Self == TrailingIconStyle {
    static var trailingIcon: Self { Self() }
}

enum Theme: String, CaseIterable, Identifiable, Codable {
    case bubblegum, buttercup
    var accentColor: Color {
        switch self {
        case .bubblegum: return .black
        case .buttercup: return .white
        }
    }
    var mainColor: Color { Color(rawValue) }
    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct CardView: View {
    let title: String
    let attendees: Int
    let minutes: Int
    let theme: Theme
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(attendees)", systemImage: "person.3")
                    .accessibilityLabel("\(attendees) attendees")
                Spacer()
                Label("\(minutes)", systemImage: "clock")
                    .accessibilityLabel("\(minutes) minute meeting")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(theme.accentColor)
    }
}

struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let theme: Theme
    private var totalSeconds: Int { secondsElapsed + secondsRemaining }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int { secondsRemaining / 60 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

struct MeetingTimerView: View {
    let theme: Theme
    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 24)
            .overlay {
                VStack {
                    Text("Speaker")
                        .font(.title)
                    Text("is speaking")
                }
                .accessibilityElement(children: .combine)
                .foregroundStyle(theme.accentColor)
            }
            .overlay {
                Circle()
                    .trim(from: 0, to: 0.5)
                    .rotation(Angle(degrees: -90))
                    .stroke(theme.mainColor, lineWidth: 12)
            }
            .padding(.horizontal)
    }
}

struct CircleImage: View {
    var image: Image
    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct LandmarkDetailProbe: View {
    var body: some View {
        ScrollView {
            Rectangle().frame(height: 300)
            CircleImage(image: Image("turtlerock"))
                .offset(y: -130)
                .padding(.bottom, -130)
            VStack(alignment: .leading) {
                HStack {
                    Text("Turtle Rock")
                        .font(.title)
                    FavoriteButton(isSet: .constant(true))
                }
                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Divider()
                Text("About Turtle Rock")
                    .font(.title2)
                Text("Descriptive text goes here.")
            }
            .padding()
        }
        .navigationTitle("Turtle Rock")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool
    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}


struct Badge: View {
    var badgeSymbols: some View {
        ForEach(0..<8) { index in
            Rectangle()
                .frame(width: 10, height: 30)
                .rotationEffect(.degrees(Double(index) / Double(8)) * 360.0)
        }
        .opacity(0.5)
    }
    var body: some View {
        ZStack {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addQuadCurve(to: CGPoint(x: 0, y: 100), control: CGPoint(x: 100, y: 100))
            }
            .fill(.linearGradient(Gradient(colors: [.pink, .orange]), startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
            .aspectRatio(1, contentMode: .fit)
            badgeSymbols.scaleEffect(1.0 / 4.0, anchor: .top).position(x: 50, y: 75)
        }
        .scaledToFit()
    }
}

#Preview {
    CardView(title: "Design", attendees: 3, minutes: 5, theme: .bubblegum)
        .background(Theme.bubblegum.mainColor)
}

@MainActor
@Suite struct TutorialCodeTests {
    @Test func scrumdingersViewsShowWhatTheyRead() async {
        // Labels read by their titles: the attendees and the minutes, the icon after the title
        // by the custom `.trailingIcon` style.
        let card = await ViewHost(CardView(title: "Design", attendees: 3, minutes: 5, theme: .bubblegum))
        #expect(card.shown == ["| Design", "| 3", "| 5"])
        let header = await ViewHost(MeetingHeaderView(secondsElapsed: 60, secondsRemaining: 180, theme: .bubblegum))
        // The header's `.accessibilityLabel("Time remaining")` names its first item, the
        // progress view, which shows its label before its value.
        #expect(header.shown == ["| Time remaining: 25%", "| Seconds Elapsed", "| 60", "| Seconds Remaining", "| 180"])
        let timer = await ViewHost(MeetingTimerView(theme: .buttercup))
        #expect(timer.shown == ["| Speaker", "| is speaking"])
        // `Color(rawValue)` names a colour of the app's asset catalog, which this test has none of:
        // drawn as nothing and reported once, in Apple's words.
        #expect(timer.warnings.map(\.message) == ["No color named 'buttercup' found in asset catalog for \(Bundle.main.bundlePath)"])
    }

    @Test func landmarksViewsShowWhatTheyRead() async throws {
        let detail = await ViewHost(NavigationStack { LandmarkDetailProbe() })
        #expect(detail.navigationTitle == "Turtle Rock")
        #expect(detail.shown == [
            "| (image: turtlerock)", "| Turtle Rock", "| [Toggle Favorite]", "| Joshua Tree National Park", "| California",
            "| About Turtle Rock", "| Descriptive text goes here.",
        ])
        // The image is the app's, whose catalog this test does not have: reported in Apple's words.
        #expect(detail.warnings.map(\.message) == ["No image named 'turtlerock' found in asset catalog for \(Bundle.main.bundlePath)"])
        let badge = await ViewHost(Badge())
        #expect(badge.shown.isEmpty, "shapes only: \(badge.shown)")
    }
}
