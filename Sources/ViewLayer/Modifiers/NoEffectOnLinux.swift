// Modifiers real SwiftUI code uses whose effect has no counterpart in a GTK window, or none yet:
// accepted so the code compiles unchanged, with no effect on the view, its identity or its
// lifecycle. docs/swiftui-coverage.md lists them, checked by a test against these comments.

/// The heights a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// Whether a sheet shows its drag indicator, whether a bar is shown: SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// Feedback a device plays: a tap, a success.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

    public enum Weight: Hashable, Sendable {
        case light, medium, heavy
    }
}

/// The regions of a window's safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Accepted, no effect on Linux: a GTK sheet is a window of its own size.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// Accepted, no effect on Linux: a GTK sheet has no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    /// Accepted, no effect on Linux: a GTK sheet has the window's corners.
    public func presentationCornerRadius(_ cornerRadius: Double?) -> Self { self }
    /// Accepted, no effect on Linux: a GTK header bar has one title size.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    /// Accepted, no effect on Linux: a GTK window keeps its header bar, where the window's
    /// controls are.
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
    /// Accepted, no effect on Linux: a desktop plays no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Accepted, no effect on Linux: a GTK widget takes input in its whole allocation.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// Accepted, no effect on Linux: GTK shares a box's room among the children that expand.
    public func layoutPriority(_ value: Double) -> Self { self }
    /// Accepted, no effect on Linux: layers are drawn in the order they are written.
    public func zIndex(_ value: Double) -> Self { self }
    /// Accepted, no effect on Linux: GTK gives a widget its natural size where it can.
    public func fixedSize() -> Self { self }
    /// Accepted, no effect on Linux: GTK gives a widget its natural size where it can.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    /// Accepted, no effect on Linux: GTK's lists draw no separators between rows of their own.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Accepted, no effect on Linux: a GTK window has no safe area to ignore.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// Accepted, no effect on Linux: a GTK window has no safe area to ignore.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// Accepted, no effect on Linux: GTK does not clip a widget's children to its corners.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    /// Accepted, no effect on Linux: GTK does not clip a widget's children to its corners.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: GTK already keeps a widget's drawing within its allocation.
    public func clipped(antialiased: Bool = false) -> Self { self }
    /// Accepted, no effect on Linux: scroll indicators follow the desktop's settings.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// Accepted, no effect on Linux: GTK's scroll views keep their content inside their margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> Self { self }
    /// Accepted, no effect on Linux: the keyboard is the desktop's.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Accepted, no effect on Linux: GTK's entries capitalise nothing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// Accepted, no effect on Linux: GTK's entries correct nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: GNOME's entries offer no autofill of names, addresses or passwords.
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
    /// Accepted, no effect on Linux: a desktop's keyboard is not shown on screen, so scrolling
    /// has none to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// Accepted, no effect on Linux: GTK's entries correct nothing (iOS 13's spelling, still in
    /// Apple's `TextField` and `SecureField` examples).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// Accepted, no effect on Linux: GTK's entries capitalise nothing (iOS 13's spelling, with
    /// UIKit's `UITextAutocapitalizationType`).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    /// Accepted, no effect on Linux: the text is drawn as written.
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    /// Accepted, no effect on Linux: GTK 3's labels keep their font's line spacing.
    public func lineSpacing(_ lineSpacing: Double) -> Self { self }
    /// Accepted, no effect on Linux: a GTK window has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Accepted, no effect on Linux: text follows the desktop's font scale.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
    /// Accepted, no effect on Linux: a list's background is GTK's.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// Accepted, no effect on Linux: GTK has no accessibility hints of its own in this renderer yet.
    public func accessibilityHint(_ hint: String) -> Self { self }
    /// Accepted, no effect on Linux: GTK has no accessibility values of its own in this renderer yet.
    public func accessibilityValue(_ value: String) -> Self { self }
    /// Accepted, no effect on Linux: GTK has no accessibility identifiers in this renderer yet.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Accepted, no effect on Linux: GTK has no accessibility traits in this renderer yet.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accepted, no effect on Linux: `show` still reads every text, as a screen reader given GTK's tree does.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Accepted, no effect on Linux: `show` reads each text of the view.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
}

/// The top and bottom edges: SwiftUI's `VerticalEdge.Set`.
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public enum ScrollIndicatorVisibility: Hashable, Sendable {
    case automatic, visible, hidden, never
}

public enum ContentMarginPlacement: Hashable, Sendable {
    case automatic, scrollContent, scrollIndicators
}

public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for iOS's autofill: UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let birthdate = UITextContentType("birthdate")
}

/// How scrolling dismisses the on-screen keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// UIKit's capitalisation kinds, which iOS 13's `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String

    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension Text {
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}


public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

public enum AccessibilityChildBehavior: Hashable, Sendable {
    case ignore, combine, contain
}

extension Image {
    /// What `show` and a screen reader call this image, instead of its symbol's name.
    public func accessibilityLabel(_ label: String) -> Image {
        var image = self
        image.accessibilityLabel = label
        return image
    }

    public func accessibilityLabel(_ label: Text) -> Image {
        accessibilityLabel(label.content)
    }
}

extension View {
    /// Accepted, no effect on Linux: a `GeometryReader` measures a named space as the window.
    public func coordinateSpace(name: some Hashable) -> Self { self }
    /// Accepted, no effect on Linux: a `GeometryReader` measures a named space as the window.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }
}

extension View {
    /// Accepted, no effect on Linux: GTK 3 cannot mask a widget's drawing by another's.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }
    /// Accepted, no effect on Linux: GTK 3 cannot mask a widget's drawing by another's.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }
}
