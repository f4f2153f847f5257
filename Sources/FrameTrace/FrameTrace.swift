// FrameTrace module: see ../shared/design/architecture.md
