/// Supplies a collection view's sections, items and supplementary views, as UIKit's
/// `UICollectionViewDataSource`. The two item requirements are UIKit's required ones.
@preconcurrency @MainActor public protocol CollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows `indexPath`: one from `dequeueReusableCell(withReuseIdentifier:for:)`
    /// or `dequeueConfiguredReusableCell(using:for:item:)`, set up for this item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// How many sections there are; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` that the layout asks for (a section's
    /// header, say). Unless implemented: an empty view, and one reported line (UIKit raises an
    /// exception).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        LayoutEngine.report(
            "[UICollectionView] the layout asks for a supplementary view of kind \(kind) at \(indexPath), and the data source "
                + "gives none: implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return CollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells and asks about its items, as UIKit's `UICollectionViewDelegate`;
/// a scroll view's delegate too. Every member is optional, with UIKit's default.
@preconcurrency @MainActor public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show (it has its frame and its selection).
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen (it is kept for reuse).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// What a flow layout asks its collection view's delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout`: each answer overrides the layout's own property for
/// one item or section; unless implemented, the property.
@preconcurrency @MainActor public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> Size
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> Double
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> Size
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> Size { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> Double { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> Size { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> Size { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}
