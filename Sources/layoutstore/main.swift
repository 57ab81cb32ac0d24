import LayoutCLI
