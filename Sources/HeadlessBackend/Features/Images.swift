import ViewLayer

/// `Image` and `Label`: an image element records what it shows and the name a person hears; a
/// label's element holds its icon and title.
extension HeadlessBackend: ImageRendering, LabelRendering {
    public func makeImage(_ image: ShownImage) -> any RenderElement {
        let element = make(.image)
        updateImage(element, image)
        return element
    }

    public func updateImage(_ element: any RenderElement, _ image: ShownImage) {
        let element = headless(element)
        element.image = image
        element.imageName = image.spokenName
    }

    public func makeLabel() -> any RenderElement {
        make(.label)
    }
}
