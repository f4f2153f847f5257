// Motion module: see ../shared/design/architecture.md
