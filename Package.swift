// swift-tools-version:6.0
// PickerLab: a Swift desktop lab for animated segmented controls, rendered with SDL2 + SDL2_ttf.
// Dependency direction (see ../shared/design/architecture.md): only SDLBackend imports CSDL2;
// the scene and control modules are pure Swift and testable without a window.
import PackageDescription

let package = Package(
    name: "PickerLab",
    products: [
        .executable(name: "pickerlab", targets: ["pickerlab"]),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Painting", dependencies: ["Geometry"]),
        .target(name: "SceneGraph", dependencies: ["Geometry", "Motion", "Painting"]),
        .target(name: "Controls", dependencies: ["SceneGraph", "Motion", "Painting", "Geometry"]),
        // The one reader of every input file (non-blocking open, regular-file check, size limit).
        .target(name: "FileInput"),
        .target(name: "FrameTrace", dependencies: ["FileInput"]),
        .target(name: "PickerLabApp", dependencies: ["Controls", "SceneGraph", "FrameTrace", "FileInput", "Painting", "Motion", "Geometry"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2 SDL2_ttf SDL2_image",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // libpng + zlib for the animated PNG capture (`--capture`); imported only by SDLBackend, like CSDL2.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng zlib",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]
        ),
        .target(name: "SDLBackend", dependencies: ["CSDL2", "CPNG", "FileInput", "Painting", "SceneGraph", "Geometry"]),
        .executableTarget(name: "pickerlab", dependencies: ["PickerLabApp", "SDLBackend"]),
        .target(name: "SceneTesting", dependencies: ["SceneGraph", "Painting", "Motion", "Geometry"]),
        // `make bench`: prints the performance figures and writes them as JSON (not part of the tests).
        .executableTarget(name: "pickerlab-bench", dependencies: ["Motion", "Geometry", "SceneTesting", "Controls", "PickerLabApp", "SceneGraph", "Painting", "SDLBackend"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"]),
        .testTarget(name: "PaintingTests", dependencies: ["Painting", "Geometry"]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "SceneTesting"]),
        .testTarget(name: "ControlsTests", dependencies: ["Controls", "SceneTesting"]),
        .testTarget(name: "FrameTraceTests", dependencies: ["FrameTrace"]),
        .testTarget(name: "FileInputTests", dependencies: ["FileInput"]),
        .testTarget(name: "PickerLabAppTests", dependencies: ["PickerLabApp", "SceneTesting", "FrameTrace"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "PickerLabApp", "SceneTesting", "Controls"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FrameTrace", "Motion"]),
    ]
)
