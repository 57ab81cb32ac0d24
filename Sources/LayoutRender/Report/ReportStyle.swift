/// The report pages' style sheet, legend and one script.
enum ReportStyle {
    /// Page layout (scenarios off screen are not laid out until scrolled to:
    /// `content-visibility`) and the three views: radio buttons choose side by side (before and after in
    /// a row, scaled to fit), overlay (both stacked in one grid cell, the after picture at the
    /// slider's opacity) or difference.
    static let css = [
        "body{font-family:\(SVGStyleSheet.fontFamily);margin:24px;color:#222;max-width:1200px}",
        "h1{font-size:22px}h2{font-size:16px;margin:28px 0 4px}h2 a{color:inherit;text-decoration:none}",
        ".generated-by,.engine{color:#666;margin:2px 0}",
        "table{border-collapse:collapse;margin:8px 0}",
        "th,td{border:1px solid #ccc;padding:3px 8px;text-align:left}",
        "td.number{text-align:right;font-variant-numeric:tabular-nums}",
        ".status{font-size:12px;font-weight:normal;padding:1px 6px;border-radius:8px;background:#fff3bf}",
        ".status.new{background:#d3f9d8}.status.removed{background:#ffe3e3}",
        "nav{margin:12px 0;color:#666}",
        ".contents{columns:2;margin:4px 0 16px;padding-left:3em}",
        ".legend span{display:inline-block;margin-right:16px}",
        ".legend i{display:inline-block;width:14px;height:10px;margin-right:4px;border:2px solid;vertical-align:middle}",
        ".legend .moved{border-color:#f08c00}.legend .added{border-color:#2b9a3e}",
        ".legend .removed{border-color:#d6336c;border-style:dashed}.legend .was{border:1px dashed #868e96}",
        ".legend .overflow{border:1px dashed #d11}",
        ".views>input[type=radio]{position:absolute;opacity:0}",
        ".views>label{display:inline-block;padding:2px 10px;border:1px solid #bbb;border-radius:4px;margin-right:4px;cursor:pointer}",
        ".views>input:checked+label{background:#222;color:#fff;border-color:#222}",
        ".onion{display:none;vertical-align:middle}",
        ".scenario{content-visibility:auto;contain-intrinsic-size:auto 420px}",
        ".stage{display:flex;gap:16px;align-items:flex-start;margin-top:8px}",
        ".stage figure{margin:0;flex:0 1 auto;min-width:0}",
        "figcaption{font-weight:bold;margin-bottom:4px}",
        ".stage svg{display:block;max-width:100%;height:auto}",
        ".stage .difference{display:none}",
        ".overlay:checked~.onion{display:inline-block}",
        ".overlay:checked~.stage{display:grid}",
        ".overlay:checked~.stage figure{grid-area:1/1}",
        ".overlay:checked~.stage figcaption{visibility:hidden}",
        ".overlay:checked~.stage .after{opacity:var(--onion,0.5)}",
        ".difference:checked~.stage .before,.difference:checked~.stage .after{display:none}",
        ".difference:checked~.stage .difference{display:block}",
    ].joined()

    /// Sets the overlay's opacity from its slider (one listener for the whole page).
    static let script = "document.addEventListener('input',function(e){var t=e.target;if(t.classList.contains('onion'))t.parentNode.style.setProperty('--onion',t.value/100)});"

    /// The key of the outlines, shown once on the index.
    static let legend = "<p class=\"legend\">"
        + "<span><i class=\"moved\"></i>moved or resized</span>"
        + "<span><i class=\"was\"></i>where it was (difference view)</span>"
        + "<span><i class=\"added\"></i>added</span>"
        + "<span><i class=\"removed\"></i>removed</span>"
        + "<span><i class=\"overflow\"></i>outside the container</span>"
        + "</p>\n"
}
