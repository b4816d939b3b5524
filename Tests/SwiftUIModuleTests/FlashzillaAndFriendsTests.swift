import Driving
import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// Paul Hudson's Flashzilla ("100 Days of SwiftUI", project 17) as its code writes it for iOS 17
// and 18, and the small screens tutorials keep writing beside it: a Swiftful-Thinking-style sign-in
// screen with @AppStorage, a TimelineView clock, a chat that scrolls to its newest message, and
// relative dates. Typed with `import SwiftUI` alone, they compile unchanged, and the tests below
// use them as a person does.

// MARK: Flashzilla

struct FlashCard: Codable {
    var prompt: String
    var answer: String

    static let example = FlashCard(prompt: "Who played the 13th Doctor in Doctor Who?", answer: "Jodie Whittaker")
}

extension View {
    func stacked(at position: Int, in total: Int) -> some View {
        let offset = Double(total - position)
        return self.offset(y: offset * 10)
    }
}

struct FlashCardView: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) var accessibilityDifferentiateWithoutColor
    @Environment(\.accessibilityVoiceOverEnabled) var accessibilityVoiceOverEnabled
    @State private var offset = CGSize.zero
    @State private var isShowingAnswer = false

    let card: FlashCard
    var removal: (() -> Void)? = nil

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25)
                .fill(
                    accessibilityDifferentiateWithoutColor
                        ? .white
                        : .white
                            .opacity(1 - Double(abs(offset.width / 50)))
                )
                .background(
                    accessibilityDifferentiateWithoutColor
                        ? nil
                        : RoundedRectangle(cornerRadius: 25)
                            .fill(offset.width > 0 ? .green : .red)
                )
                .shadow(radius: 10)

            VStack {
                if accessibilityVoiceOverEnabled {
                    Text(isShowingAnswer ? card.answer : card.prompt)
                        .font(.largeTitle)
                        .foregroundStyle(.black)
                } else {
                    Text(card.prompt)
                        .font(.largeTitle)
                        .foregroundStyle(.black)

                    if isShowingAnswer {
                        Text(card.answer)
                            .font(.title)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding(20)
            .multilineTextAlignment(.center)
        }
        .frame(width: 450, height: 250)
        .rotationEffect(.degrees(offset.width / 5.0))
        .offset(x: offset.width * 5)
        .opacity(2 - Double(abs(offset.width / 50)))
        .accessibilityAddTraits(.isButton)
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { _ in
                    if abs(offset.width) > 100 {
                        removal?()
                    } else {
                        offset = .zero
                    }
                }
        )
        .onTapGesture {
            isShowingAnswer.toggle()
        }
        .animation(.bouncy, value: offset)
    }
}

struct EditCardsView: View {
    @Environment(\.dismiss) var dismiss
    @State private var cards = [FlashCard]()
    @State private var newPrompt = ""
    @State private var newAnswer = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Add new card") {
                    TextField("Prompt", text: $newPrompt)
                    TextField("Answer", text: $newAnswer)
                    Button("Add Card", action: addCard)
                }

                Section {
                    ForEach(0..<cards.count, id: \.self) { index in
                        VStack(alignment: .leading) {
                            Text(cards[index].prompt)
                                .font(.headline)
                            Text(cards[index].answer)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .onDelete(perform: removeCards)
                }
            }
            .navigationTitle("Edit Cards")
            .toolbar {
                Button("Done", action: done)
            }
        }
    }

    func done() {
        dismiss()
    }

    func addCard() {
        let trimmedPrompt = newPrompt.trimmingCharacters(in: .whitespaces)
        let trimmedAnswer = newAnswer.trimmingCharacters(in: .whitespaces)
        guard trimmedPrompt.isEmpty == false && trimmedAnswer.isEmpty == false else { return }

        let card = FlashCard(prompt: trimmedPrompt, answer: trimmedAnswer)
        cards.insert(card, at: 0)
        newPrompt = ""
        newAnswer = ""
    }

    func removeCards(at offsets: IndexSet) {
        cards.remove(atOffsets: offsets)
    }
}

struct FlashzillaView: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) var accessibilityDifferentiateWithoutColor
    @Environment(\.accessibilityVoiceOverEnabled) var accessibilityVoiceOverEnabled
    @State private var cards = [FlashCard]()

    @State private var timeRemaining = 100
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    @Environment(\.scenePhase) var scenePhase
    @State private var isActive = true

    @State private var showingEditScreen = false

    var body: some View {
        ZStack {
            Image(decorative: "background")
                .resizable()
                .ignoresSafeArea()

            VStack {
                Text("Time: \(timeRemaining)")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 5)
                    .background(.black.opacity(0.75))
                    .clipShape(.capsule)

                ZStack {
                    ForEach(0..<cards.count, id: \.self) { index in
                        FlashCardView(card: cards[index]) {
                            withAnimation {
                                removeCard(at: index)
                            }
                        }
                        .stacked(at: index, in: cards.count)
                        .allowsHitTesting(index == cards.count - 1)
                        .accessibilityHidden(index < cards.count - 1)
                    }
                }
                .allowsHitTesting(timeRemaining > 0)

                if cards.isEmpty {
                    Button("Start Again", action: resetCards)
                        .padding()
                        .background(.white)
                        .foregroundStyle(.black)
                        .clipShape(.capsule)
                }
            }

            VStack {
                HStack {
                    Spacer()

                    Button {
                        showingEditScreen = true
                    } label: {
                        Image(systemName: "plus.circle")
                            .padding()
                            .background(.black.opacity(0.7))
                            .clipShape(.circle)
                    }
                    .accessibilityLabel("Edit cards")
                }

                Spacer()
            }
            .foregroundStyle(.white)
            .font(.largeTitle)
            .padding()

            if accessibilityDifferentiateWithoutColor || accessibilityVoiceOverEnabled {
                VStack {
                    Spacer()

                    HStack {
                        Button {
                            withAnimation {
                                removeCard(at: cards.count - 1)
                            }
                        } label: {
                            Image(systemName: "xmark.circle")
                                .padding()
                                .background(.black.opacity(0.7))
                                .clipShape(.circle)
                        }
                        .accessibilityLabel("Wrong")
                        .accessibilityHint("Mark your answer as being incorrect.")

                        Spacer()

                        Button {
                            withAnimation {
                                removeCard(at: cards.count - 1)
                            }
                        } label: {
                            Image(systemName: "checkmark.circle")
                                .padding()
                                .background(.black.opacity(0.7))
                                .clipShape(.circle)
                        }
                        .accessibilityLabel("Correct")
                        .accessibilityHint("Mark your answer as being correct.")
                    }
                    .foregroundStyle(.white)
                    .font(.largeTitle)
                    .padding()
                }
            }
        }
        .onReceive(timer) { time in
            guard isActive else { return }

            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
        .onChange(of: scenePhase) {
            if scenePhase == .active {
                if cards.isEmpty == false {
                    isActive = true
                }
            } else {
                isActive = false
            }
        }
        .sheet(isPresented: $showingEditScreen, onDismiss: resetCards, content: EditCardsView.init)
        .onAppear(perform: resetCards)
    }

    func removeCard(at index: Int) {
        guard index >= 0 else { return }

        cards.remove(at: index)

        if cards.isEmpty {
            isActive = false
        }
    }

    func resetCards() {
        cards = [
            FlashCard(prompt: "Capital of France?", answer: "Paris"),
            FlashCard.example,
        ]
        timeRemaining = 100
        isActive = true
    }
}

// MARK: A sign-in screen as Swiftful Thinking's videos write it

struct SignInView: View {
    enum Field: Hashable {
        case username, password
    }

    @AppStorage("HackingWithSwift.username") var currentUserName: String?
    @AppStorage("HackingWithSwift.signedIn") var currentUserSignedIn: Bool = false

    @State private var username = ""
    @State private var password = ""
    @State private var showAlert = false
    @State private var alertTitle = ""
    @State private var usernameChanges = 0
    @State private var passwordLengths: [Int] = []
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(spacing: 20) {
            if currentUserSignedIn {
                Text("Welcome, \(currentUserName ?? "")!")
                    .font(.title)
                Button("Sign out") {
                    currentUserName = nil
                    currentUserSignedIn = false
                }
            } else {
                TextField("Username", text: $username)
                    .font(.headline)
                    .frame(height: 55)
                    .padding(.horizontal)
                    .background(Color.gray.opacity(0.3))
                    .cornerRadius(10)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled(true)
                    .textContentType(.username)
                    .focused($focusedField, equals: .username)
                    .submitLabel(.next)
                    .onSubmit {
                        focusedField = .password
                    }

                SecureField("Password", text: $password)
                    .font(.headline)
                    .frame(height: 55)
                    .padding(.horizontal)
                    .background(Color.gray.opacity(0.3))
                    .cornerRadius(10)
                    .textContentType(.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .onSubmit(signIn)

                Button(action: signIn) {
                    Text("Sign in".uppercased())
                        .foregroundColor(.white)
                        .font(.headline)
                        .frame(height: 55)
                        .frame(maxWidth: .infinity)
                        .background(Color.blue)
                        .cornerRadius(10)
                }

                Text("\(usernameChanges) edits, lengths \(passwordLengths.map(String.init).joined(separator: ","))")
            }
        }
        .padding()
        .onChange(of: username) { newValue in
            usernameChanges += 1
        }
        .onChange(of: password) { oldValue, newValue in
            passwordLengths.append(newValue.count)
        }
        .onAppear {
            focusedField = .username
        }
        .alert(alertTitle, isPresented: $showAlert) {
            Button("OK", role: .cancel) { }
        }
    }

    func signIn() {
        guard username.count >= 3 else {
            alertTitle = "Your username must be at least 3 characters long! 😩"
            showAlert.toggle()
            return
        }
        guard !password.isEmpty else {
            focusedField = .password
            return
        }
        currentUserName = username
        withAnimation(.spring()) {
            currentUserSignedIn = true
        }
    }
}

// MARK: A clock, a chat and relative dates

struct ClockView: View {
    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1.0)) { context in
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .font(.largeTitle.monospacedDigit())
            }

            TimelineView(.everyMinute) { context in
                let minute = Calendar.current.component(.minute, from: context.date)
                Text("Minute \(minute)")
            }

            TimelineView(.animation(minimumInterval: 0.5, paused: false)) { timeline in
                let seconds = timeline.date.timeIntervalSinceReferenceDate
                Circle()
                    .trim(from: 0, to: seconds.truncatingRemainder(dividingBy: 60) / 60)
                    .stroke(.blue, lineWidth: 4)
                    .frame(width: 40, height: 40)
            }
        }
    }
}

struct ChatLine: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
    let sent: Date
}

struct ChatRoomView: View {
    @State private var messages: [ChatLine] = (1...30).map {
        ChatLine(text: "Message \($0)", isMine: $0.isMultiple(of: 2), sent: .now)
    }
    @State private var draft = ""
    @FocusState private var isComposing: Bool

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(messages) { message in
                            Text(message.text)
                                .padding(10)
                                .background(message.isMine ? Color.blue : Color(.secondarySystemBackground))
                                .foregroundStyle(message.isMine ? .white : .primary)
                                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                                .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) { oldMessages, newMessages in
                    guard let last = newMessages.last, newMessages.count > oldMessages.count else { return }
                    withAnimation(.easeOut) {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }

            Divider()

            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .textFieldStyle(.roundedBorder)
                    .lineLimit(1...5)
                    .focused($isComposing)
                    .onSubmit(send)
                    .submitLabel(.send)

                Button("Send", systemImage: "paperplane.fill", action: send)
                    .labelStyle(.iconOnly)
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    .keyboardShortcut(.return, modifiers: .command)
            }
            .padding()
        }
    }

    func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatLine(text: text, isMine: true, sent: .now))
        draft = ""
    }
}

struct ActivityFeedView: View {
    let posted: Date
    let deadline: Date

    var body: some View {
        List {
            HStack {
                Text("Posted")
                Spacer()
                Text(posted, style: .relative)
            }
            Text("Updated \(posted, style: .relative) ago")
            Text(deadline, style: .timer)
                .monospacedDigit()
            Text(posted, style: .date)
            Text(posted, style: .time)
            Text(posted.addingTimeInterval(-3600)...posted)
            Text(timerInterval: posted...deadline, countsDown: true)
            Text(posted.formatted(.relative(presentation: .named)))
        }
    }
}

@MainActor
@Suite struct FlashzillaAndFriendsTests {
    // Its `Timer.publish(every: 1, on: .main, in: .common)` ticks on the run loop's real time, not
    // on the graph's clock, so a test that does not sleep does not see the time count down.
    @Test func flashzillasCardsTurnOverOnATapAndGoWhenDraggedFarEnough() async throws {
        let host = await ViewHost(FlashzillaView())
        // The top card is the last of the stack, as the app removes them from the end.
        #expect(host.shown == ["| Time: 100", "| Capital of France?", "| Who played the 13th Doctor in Doctor Who?", "| [Edit cards]"])
        try await host.tap("Who played the 13th Doctor in Doctor Who?")
        #expect(host.texts == ["Time: 100", "Capital of France?", "Who played the 13th Doctor in Doctor Who?", "Jodie Whittaker"], "a tap shows the answer")
        try await host.drag("Who played the 13th Doctor in Doctor Who? Jodie Whittaker", by: CGSize(width: 50, height: 0))
        #expect(host.texts.count == 4, "a short drag leaves the card where it was")
        try await host.drag("Who played the 13th Doctor in Doctor Who? Jodie Whittaker", by: CGSize(width: -150, height: 0))
        await host.advance(by: .seconds(1))
        #expect(host.shown == ["| Time: 100", "| Capital of France?", "| [Edit cards]"], "a long drag removed the card")
        try await host.drag("Capital of France?", by: CGSize(width: 200, height: 10))
        await host.advance(by: .seconds(1))
        #expect(host.shown == ["| Time: 100", "| [Start Again]", "| [Edit cards]"])
        try await host.tap("Start Again")
        #expect(host.texts.count == 3)
        await host.unmount()
    }

    /// Only the top card takes a person's drags and taps (`.allowsHitTesting(index == cards.count - 1)`):
    /// the one below is shown but not reached.
    @Test func onlyTheTopCardTakesADrag() async throws {
        let host = await ViewHost(FlashzillaView())
        await #expect(throws: DriveError.noSuchControl(label: "Capital of France?", kind: "view with a drag gesture", visible: ["Who played the 13th Doctor in Doctor Who?"])) {
            try await host.drag("Capital of France?", by: CGSize(width: -150, height: 0))
        }
        #expect(host.texts == ["Time: 100", "Capital of France?", "Who played the 13th Doctor in Doctor Who?"])
        await host.unmount()
    }

    @Test func flashzillaStopsInTheBackgroundAndEditsItsCardsInASheet() async throws {
        let host = await ViewHost(FlashzillaView())
        let app = try #require(host.find(FlashzillaView.self))
        #expect(app.state("isActive", as: Bool.self) == true)
        await host.setScenePhase(.background)
        #expect(app.state("isActive", as: Bool.self) == false, "onChange(of: scenePhase) with no arguments ran")
        await host.setScenePhase(.active)
        #expect(app.state("isActive", as: Bool.self) == true)
        try await host.tap("Edit cards")
        #expect(host.navigationTitle == "Edit Cards")
        try await host.type("2 + 2", into: "Prompt")
        try await host.type("4", into: "Answer")
        try await host.tap("Add Card")
        #expect(host.shown.suffix(3) == ["| [Add Card]", "| 2 + 2", "| 4"])
        try await host.delete("2 + 2 4")
        #expect(host.shown.last == "| [Add Card]")
        try await host.tap("Done")
        #expect(host.texts == ["Time: 100", "Capital of France?", "Who played the 13th Doctor in Doctor Who?"], "the sheet's onDismiss reset the cards")
        await host.unmount()
    }

    @Test func withoutColourTheCardsGetButtonsToMarkThem() async throws {
        let host = await ViewHost(FlashzillaView().environment(\.accessibilityDifferentiateWithoutColor, true))
        #expect(host.shown.suffix(2) == ["| [Wrong]", "| [Correct]"], "named by their accessibility labels")
        try await host.tap("Correct")
        await host.advance(by: .seconds(1))
        #expect(host.texts == ["Time: 100", "Capital of France?"], "the top card went")
        await host.unmount()
    }

    @Test func theSignInScreenMovesTheFocusAndKeepsTheUserInAppStorage() async throws {
        let host = await ViewHost(SignInView())
        #expect(host.shown == ["| Username: []", "| Password: []", "| [SIGN IN]", "| 0 edits, lengths "])
        try await host.type("ab", into: "Username")
        try await host.tap("SIGN IN")
        #expect(host.shown == ["| ! Your username must be at least 3 characters long! 😩", "| [OK]"])
        try await host.tap("OK")
        try await host.type("c", into: "Username")
        #expect(host.texts.last == "3 edits, lengths ", "the one-argument onChange(of:perform:) ran at each keystroke")
        try await host.submit("Username")
        try await host.submit("Password")
        #expect(host.shown.contains("| [SIGN IN]"), "no password: the focus stays in its field")
        try await host.type("pw", into: "Password")
        #expect(host.shown == ["| Username: [abc]", "| Password: [••]", "| [SIGN IN]", "| 3 edits, lengths 1,2"],
                "the two-argument onChange(of:) saw each new value")
        try await host.submit("Password")
        await host.advance(by: .seconds(1))
        #expect(host.shown == ["| Welcome, abc!", "| [Sign out]"])
        try await host.tap("Sign out")
        await host.advance(by: .seconds(1))
        #expect(host.shown.first == "| Username: [abc]", "the screen's own state is the same view's")
        await host.unmount()
    }

    @Test func aTimelineViewClockFollowsTheGraphsClock() async throws {
        let host = await ViewHost(ClockView())
        let first = try #require(host.texts.first)
        let minute = try #require(host.texts.last)
        await host.advance(by: .seconds(1))
        #expect(host.texts.first != first, "the periodic schedule ran its content again")
        await host.advance(by: .seconds(60))
        #expect(host.texts.last != minute, "the every-minute schedule did too")
        #expect(host.texts.last?.hasPrefix("Minute ") == true)
        await host.unmount()
    }

    @Test func theChatScrollsToTheNewestMessage() async throws {
        let host = await ViewHost(ChatRoomView())
        #expect(host.shown == [
            "| Message 23", "| Message 24", "| Message 25", "| Message 26", "| Message 27", "| Message 28",
            "| Message 29", "| Message 30", "| Message: []", "| [Send] (disabled)",
        ], "onAppear scrolled to the last message by its optional id")
        try await host.type("Hi", into: "Message")
        #expect(host.shown.last == "| [Send]")
        try await host.submit("Message")
        #expect(host.shown.suffix(4) == ["| Message 30", "| Hi", "| Message: []", "| [Send] (disabled)"], "the new message was scrolled to")
        await host.unmount()
    }

    @Test func relativeDatesAndTimersCountOnWithTheClock() async throws {
        let now = Date()
        let posted = now.addingTimeInterval(-90)
        let host = await ViewHost(ActivityFeedView(posted: posted, deadline: now.addingTimeInterval(300)))
        #expect(Array(host.texts.prefix(4)) == ["Posted", "1 minute, 30 seconds", "Updated 1 minute, 30 seconds ago", "5:00"])
        #expect(host.texts[7] == "5:00", "the timer interval counts down to its end")
        await host.advance(by: .seconds(30))
        #expect(Array(host.texts.prefix(4)) == ["Posted", "2 minutes", "Updated 2 minutes ago", "4:30"],
                "a date in a sentence counts on too")
        #expect(host.texts[7] == "4:30")
        await host.unmount()
    }
}
