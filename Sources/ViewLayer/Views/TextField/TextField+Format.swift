import Foundation

/// Text fields bound to a value through a format: a number, a date, anything a
/// `ParseableFormatStyle` writes as a string and reads back.
///
///     TextField("Quantity", value: $quantity, format: .number)
///
/// The field shows the value formatted. A person's edit stays in the field until it is committed
/// (Return, or the focus leaving); then a text the format parses becomes the value and the field
/// shows it formatted again (`1234` becomes `1,234`), and any other text gives way to the value
/// the binding holds, as SwiftUI's field reverts it.
extension TextField {
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(prompt: prompt?.content ?? String(title), formatting: value, format: format)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(prompt: prompt?.content ?? titleKey.key, formatting: value, format: format)
    }

    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(prompt: Self.prompt(prompt, label: label()), formatting: value, format: format)
    }

    /// A field bound to an optional value, which starts empty while the value is nil:
    ///
    ///     @State private var answer: Int?
    ///     TextField("Answer", value: $answer, format: .number)
    ///
    /// A committed text the format cannot read, an empty one among them, sets the value to nil
    /// (Apple's documentation of `init(_:value:format:prompt:)` for `Binding<F.FormatInput?>`:
    /// "If `format` can't perform the conversion, the text field sets `binding.value` to `nil`").
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(prompt: prompt?.content ?? String(title), formattingOptional: value, format: format)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(prompt: prompt?.content ?? titleKey.key, formattingOptional: value, format: format)
    }

    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(prompt: Self.prompt(prompt, label: label()), formattingOptional: value, format: format)
    }

    /// The Foundation `Formatter` form, as iOS 13 code writes it with a `NumberFormatter`.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let text = value.mapped(
            get: { formatter.string(for: $0) ?? "" },
            setIfValid: { text in Self.parse(text, with: formatter) }
        )
        self.init(prompt: prompt?.content ?? String(title), text: text, kind: TextFieldKind(takesNumber: formatter is NumberFormatter), commitsEdits: true)
    }

    /// What a number or date formatter reads from `text`, as a `V`; Foundation's general
    /// `getObjectValue` is not public outside Apple's platforms.
    private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
            if let type = V.self as? any _ValueControlNumber.Type { return type.init(_doubleValue: number.doubleValue) as? V }
            return number as? V
        }
        if let dates = formatter as? DateFormatter, let date = dates.date(from: text) { return date as? V }
        return nil
    }

    private init<F: ParseableFormatStyle>(prompt: String, formatting value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        let text = value.mapped(get: { format.format($0) }, setIfValid: { try? format.parseStrategy.parse($0) })
        self.init(prompt: prompt, text: text, kind: TextFieldKind(takesNumber: F.FormatInput.self is any Numeric.Type), commitsEdits: true)
    }

    private init<F: ParseableFormatStyle>(prompt: String, formattingOptional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        let text = value.mapped(
            get: { $0.map { format.format($0) } ?? "" },
            set: { text -> F.FormatInput? in try? format.parseStrategy.parse(text) }
        )
        self.init(prompt: prompt, text: text, kind: TextFieldKind(takesNumber: F.FormatInput.self is any Numeric.Type), commitsEdits: true)
    }
}
