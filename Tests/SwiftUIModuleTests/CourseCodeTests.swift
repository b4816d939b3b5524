import Foundation
import LifecycleTesting
import Observation
import SwiftUI
import Testing

// Views as SwiftUI courses and their exercises write them for iOS 17 and 18: the look-and-layout
// API beyond the table that such code reaches for (geometry readers, horizontal lazy
// containers, UIKit's colours, iOS 17's shapes by name, stroke styles, redaction, namespaces,
// effects with no counterpart on Linux), typed with `import SwiftUI` alone. They compile
// unchanged, and show what a person reads.

struct Course: Identifiable, Hashable {
    let id: Int
    var title: String
    var progress: Double
}

struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color(.systemGray5), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.blue, .purple, .blue], center: .center), style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(progress, format: .percent)
                .font(.title2.bold())
                .contentTransition(.numericText())
        }
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }
}

struct CourseCard: View {
    var course: Course
    @Namespace private var card
    @State private var isExpanded = false
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(course.title)
                .font(.headline)
                .fontDesign(.rounded)
                .lineLimit(1)
                .truncationMode(.middle)
                .matchedGeometryEffect(id: "title", in: card)
            GeometryReader { proxy in
                Capsule()
                    .fill(.tint)
                    .frame(width: proxy.size.width * course.progress, height: 6)
            }
            .frame(height: 6)
            Label("Lessons", systemImage: "book")
                .foregroundStyle(.blue, .secondary)
                .symbolEffect(.bounce, value: isExpanded)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 12))
        .clipShape(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12))
        .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
        .brightness(0.02)
        .saturation(1)
        .layoutPriority(1)
        .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(0.2), value: isExpanded)
        .safeAreaPadding(.horizontal)
    }
}

struct CourseShelf: View {
    let courses: [Course]
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(courses) { course in
                    CourseCard(course: course).frame(width: sizeClass == .compact ? 240 : 320)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollClipDisabled()
    }
}

@Observable final class Catalogue {
    var courses: [Course] = []
    var isLoading = true
}

struct CatalogueScreen: View {
    @State private var catalogue = Catalogue()
    var body: some View {
        NavigationStack {
            VStack {
                ViewThatFits(in: .horizontal) {
                    Label("Your courses", systemImage: "graduationcap")
                    Image(systemName: "graduationcap")
                }
                Text(catalogue.isLoading ? "Placeholder title" : "Loaded")
                    .redacted(reason: catalogue.isLoading ? .placeholder : [])
                Text(String(localized: "Keep learning"))
                    .textSelection(.enabled)
                Text("Hidden").hidden()
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                    ForEach(0..<4, id: \.self) { Text("cell \($0)") }
                }
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .toolbarTitleDisplayMode(.inline)
            .navigationTitle("Catalogue")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct EffectsGallery: View {
    var body: some View {
        VStack {
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).mask { Circle() }
            Rectangle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
            ContainerRelativeShape().fill(.green).clipShape(.capsule)
            Text("3D").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0)).drawingGroup().compositingGroup()
            Text("Tinted").colorMultiply(.blue).grayscale(0.5).contrast(1.1).hueRotation(.degrees(10)).colorInvert()
            ProgressView(value: 0.4).progressViewStyle(.linear)
        }
        .coordinateSpace(name: "gallery")
    }
}

/// Written as SwiftUI's first releases wrote it, as older courses still teach it.
struct SettingsScreen: View {
    @State private var saves = 0
    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Account"), footer: Text("Synced \(saves) times")) {
                    Text("Ada")
                    Button("Save") { saves += 1 }.buttonStyle(PlainButtonStyle())
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Settings", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {})
            .navigationBarHidden(false)
        }
    }
}

@MainActor
@Suite struct CourseCodeTests {
    @Test func aCourseCardShowsItsTitleAndLabel() async {
        let host = await ViewHost(CourseCard(course: Course(id: 1, title: "SwiftUI Essentials", progress: 0.4)))
        #expect(host.shown == ["| SwiftUI Essentials", "| Lessons"])
        let ring = await ViewHost(ProgressRing(progress: 0.25))
        #expect(ring.shown == ["| 25%"])
    }

    @Test func aShelfBuildsTheCardsNearItsViewport() async {
        let courses = (0..<30).map { Course(id: $0, title: "Course \($0)", progress: 0) }
        let host = await ViewHost(CourseShelf(courses: courses))
        #expect(host.bodyCount(of: CourseCard.self) == 10, "eight in view and two ahead (rule 17)")
    }

    @Test func olderSpellingsTitleTheViewAndPlaceItsItems() async throws {
        let host = await ViewHost(SettingsScreen())
        #expect(host.navigationTitle == "Settings")
        #expect(host.shown == ["| [Done]", "| ## Account", "| Ada", "| [Save]", "| Synced 0 times"])
        try await host.tap("Save")
        #expect(host.shown.last == "| Synced 1 times")
    }

    @Test func theCatalogueShowsWhatAPersonReads() async {
        let host = await ViewHost(CatalogueScreen())
        #expect(host.navigationTitle == "Catalogue")
        // The first of the views that fit; the hidden text is not read.
        #expect(host.shown == [
            "| Your courses", "| Placeholder title", "| Keep learning", "| cell 0", "| cell 1", "| cell 2", "| cell 3",
        ])
        let effects = await ViewHost(EffectsGallery())
        #expect(effects.shown == ["| 3D", "| Tinted", "| 40%"])
    }
}
