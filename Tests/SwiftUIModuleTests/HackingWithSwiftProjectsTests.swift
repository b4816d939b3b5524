import Foundation
import LifecycleTesting
import SwiftUI
import Testing

// The first projects of Paul Hudson's "100 Days of SwiftUI" (Hacking with Swift), for iOS 17 and
// 18, as its code writes them: WeSplit, BetterRest (with a sum in place of its Core ML model),
// WordScramble (with a word list in place of UITextChecker), Guess the Flag, and the Edutainment
// challenge. Typed with `import SwiftUI` alone, they compile unchanged, and the tests below use
// them as a person does.

// MARK: WeSplit

struct WeSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople + 2)
        let tipSelection = Double(tipPercentage)

        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        let amountPerPerson = grandTotal / peopleCount

        return amountPerPerson
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

// MARK: BetterRest

struct BetterRestView: View {
    @State private var wakeUp = defaultWakeTime
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var body: some View {
        NavigationStack {
            Form {
                VStack(alignment: .leading, spacing: 0) {
                    Text("When do you want to wake up?")
                        .font(.headline)

                    DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }

                VStack(alignment: .leading, spacing: 0) {
                    Text("Desired amount of sleep")
                        .font(.headline)

                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                Section("Daily coffee intake") {
                    Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 1...20)
                }
            }
            .navigationTitle("BetterRest")
            .toolbar {
                Button("Calculate", action: calculateBedtime)
            }
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text(alertMessage)
            }
        }
    }

    func calculateBedtime() {
        let components = Calendar.current.dateComponents([.hour, .minute], from: wakeUp)
        let hour = (components.hour ?? 0) * 60 * 60
        let minute = (components.minute ?? 0) * 60
        // The app asks its Core ML model here; a sum stands in for it.
        let actualSleep = sleepAmount * 3600 + Double(coffeeAmount * 600) + Double(hour + minute) * 0

        let sleepTime = wakeUp - actualSleep
        alertTitle = "Your ideal bedtime is…"
        alertMessage = sleepTime.formatted(date: .omitted, time: .shortened)
        showingAlert = true
    }
}

// MARK: WordScramble

struct WordScrambleView: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    /// Stands in for `UITextChecker`, which Linux has not.
    static let dictionary: Set<String> = ["silk", "work", "worm", "milk", "skim", "mils"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }

                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                        .accessibilityElement()
                        .accessibilityLabel("\(word), \(word.count) letters")
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
            .alert(errorTitle, isPresented: $showingError) { } message: {
                Text(errorMessage)
            }
            .toolbar {
                Button("Restart", action: startGame)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)

        guard answer.count > 0 else { return }

        guard isOriginal(word: answer) else {
            wordError(title: "Word used already", message: "Be more original")
            return
        }

        guard isPossible(word: answer) else {
            wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
            return
        }

        guard isReal(word: answer) else {
            wordError(title: "Word not recognized", message: "You can't just make them up, you know!")
            return
        }

        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
    }

    func startGame() {
        if let startWordsURL = Bundle.main.url(forResource: "start", withExtension: "txt") {
            if let startWords = try? String(contentsOf: startWordsURL, encoding: .utf8) {
                let allWords = startWords.components(separatedBy: "\n")
                rootWord = allWords.randomElement() ?? "silkworm"
                return
            }
        }
        // The app stops with fatalError("Could not load start.txt from bundle."); a test bundle has none.
        rootWord = "silkworm"
        usedWords.removeAll()
    }

    func isOriginal(word: String) -> Bool {
        !usedWords.contains(word)
    }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord

        for letter in word {
            if let pos = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: pos)
            } else {
                return false
            }
        }

        return true
    }

    func isReal(word: String) -> Bool {
        Self.dictionary.contains(word)
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
    }
}

// MARK: Guess the Flag

struct FlagImageView: View {
    var country: String

    var body: some View {
        Image(country)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }
}

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle.weight(.bold))
            .foregroundStyle(.white)
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }
}

struct GuessTheFlagView: View {
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US"].shuffled()
    @State private var correctAnswer = Int.random(in: 0...2)

    let labels = [
        "Estonia": "Flag with three horizontal stripes. Top stripe blue, middle stripe black, bottom stripe white.",
        "France": "Flag with three vertical stripes. Left stripe blue, middle stripe white, right stripe red.",
        "Germany": "Flag with three horizontal stripes. Top stripe black, middle stripe red, bottom stripe gold.",
        "Ireland": "Flag with three vertical stripes. Left stripe green, middle stripe white, right stripe orange.",
        "Italy": "Flag with three vertical stripes. Left stripe green, middle stripe white, right stripe red.",
        "Nigeria": "Flag with three vertical stripes. Left stripe green, middle stripe white, right stripe green.",
        "Poland": "Flag with two horizontal stripes. Top stripe white, bottom stripe red.",
        "Spain": "Flag with three horizontal stripes. Top thin stripe red, middle thick stripe gold with a crest on the left, bottom thin stripe red.",
        "UK": "Flag with overlapping red and white crosses, both straight and diagonally, on a blue background.",
        "Ukraine": "Flag with two horizontal stripes. Top stripe blue, bottom stripe yellow.",
        "US": "Flag with many red and white stripes, with white stars on a blue background in the top-left corner.",
    ]

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 700)
                .ignoresSafeArea()

            VStack {
                Spacer()

                Text("Guess the Flag")
                    .titleStyle()

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))

                        Text(countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            FlagImageView(country: countries[number])
                        }
                        .accessibilityLabel(labels[countries[number], default: "Unknown flag"])
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Spacer()

                Text("Score: \(score)")
                    .foregroundStyle(.white)
                    .font(.title.bold())

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That’s the flag of \(countries[number])"
        }

        showingScore = true
    }

    func askQuestion() {
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
    }
}

// MARK: Edutainment (the challenge after project 3)

struct MultiplicationQuestion: Identifiable {
    let id = UUID()
    let left: Int
    let right: Int
    var answer: Int { left * right }
}

struct EdutainmentView: View {
    @State private var table = 2
    @State private var questionCount = 5
    @State private var questions = [MultiplicationQuestion]()
    @State private var current = 0
    @State private var answer: Int?
    @State private var score = 0
    @State private var isPlaying = false
    @State private var showingScore = false
    @FocusState private var answerFocused: Bool

    let counts = [5, 10, 20]

    var body: some View {
        NavigationStack {
            Group {
                if isPlaying, current < questions.count {
                    VStack(spacing: 20) {
                        Text("What is \(questions[current].left) × \(questions[current].right)?")
                            .font(.largeTitle)
                        TextField("Answer", value: $answer, format: .number)
                            .keyboardType(.numberPad)
                            .textFieldStyle(.roundedBorder)
                            .focused($answerFocused)
                            .onSubmit(check)
                        Text("Score: \(score)")
                            .font(.headline)
                    }
                    .padding()
                    .transition(.slide)
                } else {
                    Form {
                        Section("Settings") {
                            Stepper("Tables up to \(table)", value: $table, in: 2...12)
                            Picker("Questions", selection: $questionCount) {
                                ForEach(counts, id: \.self) {
                                    Text("\($0)")
                                }
                            }
                            .pickerStyle(.segmented)
                        }
                        Button("Start", action: start)
                            .buttonStyle(.borderedProminent)
                    }
                }
            }
            .navigationTitle("Edutainment")
            .alert("Game over", isPresented: $showingScore) {
                Button("Play again") {
                    withAnimation { isPlaying = false }
                }
            } message: {
                Text("You scored \(score) out of \(questions.count)")
            }
        }
    }

    func start() {
        questions = (0..<questionCount).map { index in
            MultiplicationQuestion(left: index % (table - 1) + 2, right: index + 1)
        }
        current = 0
        score = 0
        answer = nil
        withAnimation {
            isPlaying = true
        }
        answerFocused = true
    }

    func check() {
        guard let answer else { return }
        if answer == questions[current].answer {
            score += 1
        }
        self.answer = nil
        if current + 1 == questions.count {
            showingScore = true
        } else {
            current += 1
        }
    }
}

@MainActor
@Suite struct HackingWithSwiftProjectsTests {
    /// The currency as the field and the total write it, in this machine's locale.
    static func money(_ amount: Double) -> String {
        amount.formatted(.currency(code: Locale.current.currency?.identifier ?? "USD"))
    }

    @Test func weSplitSplitsTheCheckWithTheTipChosen() async throws {
        let host = await ViewHost(WeSplitView())
        #expect(host.navigationTitle == "WeSplit")
        #expect(host.shown == [
            "| [Done]", "| Amount: [\(Self.money(0))]", "| [Number of people: 2 people]",
            "| ## How much tip do you want to leave?", "| [Tip percentage: 20%]",
            "| ## Amount per person", "| \(Self.money(0))",
        ])
        try await host.set("Amount", to: 100)
        try await host.select("4 people", in: "Number of people")
        try await host.select("10%", in: "Tip percentage")
        // As the app computes it: the people chosen plus two, the tip on top.
        #expect(host.texts.last == Self.money(110.0 / 6))
        #expect(host.shown[1] == "| Amount: [\(Self.money(100))]")
        await host.unmount()
    }

    @Test func betterRestTellsTheBedtimeInAnAlert() async throws {
        let host = await ViewHost(BetterRestView())
        // The coffee stepper's title is Markdown with automatic grammar agreement
        // (`^[1 cup](inflect: true)`), which needs Foundation's Markdown parsing and morphology,
        // neither of which swift-corelibs-foundation has: it is shown as written, and not checked.
        #expect(Array(host.shown.prefix(6)) == [
            "| [Calculate]", "| When do you want to wake up?", "| [Please enter a time: 07:00]",
            "| Desired amount of sleep", "| 8 hours: <8>", "| ## Daily coffee intake",
        ])
        try await host.set("8 hours", to: 9.25)
        #expect(host.shown[4] == "| 9.25 hours: <9.25>")
        try await host.select("06:30", in: "Please enter a time")
        try await host.tap("Calculate")
        let wakeUp = Calendar.current.date(bySettingHour: 6, minute: 30, second: 0, of: BetterRestView.defaultWakeTime) ?? .now
        let bedtime = (wakeUp - (9.25 * 3600 + 600)).formatted(date: .omitted, time: .shortened)
        #expect(host.shown == ["| ! Your ideal bedtime is…", "| \(bedtime)", "| [OK]"])
        try await host.tap("OK")
        #expect(host.shown.first == "| [Calculate]", "the alert's button dismissed it")
        await host.unmount()
    }

    @Test func wordScrambleTakesPossibleRealWordsAndRefusesTheRest() async throws {
        let host = await ViewHost(WordScrambleView())
        #expect(host.navigationTitle == "silkworm", "onAppear started the game")
        try await host.type("Silk", into: "Enter your word")
        try await host.submit("Enter your word")
        // The row's `.accessibilityLabel` names its first item, the count's symbol.
        #expect(host.shown == ["| [Restart]", "| Enter your word: []", "| (image: silk, 4 letters)", "| silk"])
        try await host.type("worm", into: "Enter your word")
        try await host.submit("Enter your word")
        #expect(host.texts == ["worm", "silk"], "a new word goes first")
        try await host.type("silk", into: "Enter your word")
        try await host.submit("Enter your word")
        #expect(host.shown == ["| ! Word used already", "| Be more original", "| [OK]"], "an alert with no actions has an OK button")
        try await host.tap("OK")
        try await host.type("zebra", into: "Enter your word")
        try await host.submit("Enter your word")
        #expect(host.shown == ["| ! Word not possible", "| You can't spell that word from 'silkworm'!", "| [OK]"])
        await host.unmount()
    }

    @Test func guessTheFlagScoresATapOnTheFlagAsked() async throws {
        let host = await ViewHost(GuessTheFlagView())
        let asked = try #require(host.texts.dropFirst(2).first)
        // Each flag is named by its description, as VoiceOver reads it.
        let flags = host.shown.filter { $0.hasPrefix("| [") }.map { String($0.dropFirst(3).dropLast()) }
        let description = try #require(GuessTheFlagView().labels[asked])
        #expect(flags.count == 3 && flags.contains(description))
        try await host.tap(description)
        #expect(host.shown == ["| ! Correct", "| Your score is 1", "| [Continue]"])
        try await host.tap("Continue")
        #expect(host.texts.last == "Score: 1")
        let nextAsked = try #require(host.texts.dropFirst(2).first)
        let labels = GuessTheFlagView().labels
        let shownFlags = host.shown.filter { $0.hasPrefix("| [") }.map { String($0.dropFirst(3).dropLast()) }
        let wrong = try #require(labels.first { $0.key != nextAsked && shownFlags.contains($0.value) })
        try await host.tap(wrong.value)
        #expect(host.shown == ["| ! Wrong! That’s the flag of \(wrong.key)", "| Your score is 1", "| [Continue]"])
        await host.unmount()
    }

    @Test func edutainmentAsksTheQuestionsAndScoresTheAnswers() async throws {
        let host = await ViewHost(EdutainmentView())
        #expect(host.shown == ["| ## Settings", "| Tables up to 2: <2>", "| [Questions: 5]", "| [Start]"])
        try await host.set("Tables up to 2", to: 3)
        try await host.tap("Start")
        #expect(host.shown.prefix(4) == ["| ## Settings", "| Tables up to 3: <3>", "| [Questions: 5]", "| [Start]"],
                "the settings stay while their removal is animated")
        await host.advance(by: .seconds(1))
        #expect(host.shown == ["| What is 2 × 1?", "| Answer: []", "| Score: 0"], "the settings gave way to the game")
        for answer in [2, 6, 6, 12, 1] {
            try await host.type(String(answer), into: "Answer")
            try await host.submit("Answer")
        }
        #expect(host.shown == ["| ! Game over", "| You scored 4 out of 5", "| [Play again]"])
        try await host.tap("Play again")
        await host.advance(by: .seconds(1))
        #expect(host.shown.last == "| [Start]")
        await host.unmount()
    }
}
