/// `pictures`: resizable images from a file, stretched, fitted and filled in square frames.
public struct PictureFacts: Codable, Sendable {
    /// Each picture's allocation, `[width, height]`, in the order drawn.
    public var sizes: [[Int]]
    /// Whether each picture paints the file's red near its top edge and at its middle.
    public var redAtTop: [Bool]
    public var redAtMiddle: [Bool]

    public init(sizes: [[Int]], redAtTop: [Bool], redAtMiddle: [Bool]) {
        self.sizes = sizes
        self.redAtTop = redAtTop
        self.redAtMiddle = redAtMiddle
    }
}
