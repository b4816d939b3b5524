import ViewLayer

/// `.labelsHidden()`: the control records that its label is not drawn; `show` still reads it.
extension HeadlessBackend: LabelsRendering {
    public func setLabelsHidden(_ control: any RenderElement, _ hidden: Bool) {
        headless(control).labelsHidden = hidden
    }
}
