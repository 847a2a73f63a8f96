/// A view that shows an image (UIKit's `UIImageView`, for layout): its intrinsic size is the
/// image's size, and it has none without an image.
open class ImageView: View {
    /// The image's size in points, or nil for no image.
    public var imageSize: Size? {
        didSet {
            guard oldValue != imageSize else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    public init(imageSize: Size? = nil, frame: Rect = .zero) {
        self.imageSize = imageSize
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: Size {
        imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    override var typeName: String { "image" }
}
