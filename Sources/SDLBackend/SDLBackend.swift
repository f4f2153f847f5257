// SDLBackend module: see ../shared/design/architecture.md
