"""Cut: each tile's letters cut out of the picture, without tile edges, values or badges."""
