// Controls module: see ../shared/design/architecture.md
