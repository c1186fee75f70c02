/**
 * The Corpus page's own CSS. An utterance field draws its annotations: the input's text is transparent over a
 * mirror of it (same font, padding and border) where `[value](entity)` is coloured, so the field reads as highlighted.
 */
const MONO = 'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;line-height:20px;letter-spacing:0';

export const CORPUS_STYLE = `
#message{position:sticky;top:0;z-index:3;background:#fff;padding:4px 8px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.field{position:relative;flex:1;display:flex;min-width:0;background:#fff;border-radius:4px}
.field input[type=text]{flex:1;min-width:0;${MONO};background:transparent;color:transparent;caret-color:#1d2330;position:relative;z-index:1}
.field input::selection{background:rgba(47,111,222,.28);color:transparent}
.field input::placeholder{color:#8a93a6;font-family:system-ui,sans-serif}
.mirror{position:absolute;inset:0;padding:4px 8px;border:1px solid transparent;${MONO};white-space:pre;overflow:hidden;pointer-events:none;color:#1d2330}
.mirror .v{border-radius:3px;background:var(--tint)}
.mirror .m{color:#8a93a6}
.mirror .e{color:var(--ink)}
.t0{--tint:#dbe8ff;--ink:#1f5fbf}.t1{--tint:#ffe7c7;--ink:#a35a00}.t2{--tint:#d8f3dc;--ink:#1b6e35}
.t3{--tint:#f6d9f2;--ink:#8a2b7e}.t4{--tint:#fde2e0;--ink:#a3261c}.t5{--tint:#e3e0fb;--ink:#4b3bb5}
form.utterance{display:flex;gap:6px;align-items:center}
form.utterance button.delete.confirm{background:#a3261c;border-color:#a3261c;color:#fff}
form.utterance.dirty button[type=submit]{background:#2f6fde;border-color:#2f6fde;color:#fff}
form.add{display:flex;gap:8px;align-items:center}
form.add label{white-space:nowrap;flex:none;display:inline}
.intent-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.intent h3{font-size:14px;margin:8px 0 4px;color:#5b6475;font-weight:normal}
.tool{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:4px 0 6px;padding:6px 8px;background:#f1f5fd;border:1px solid #c9d6ee;border-radius:4px;font-size:14px}
.tool[hidden]{display:none}
.tool select{font:inherit;padding:3px 4px}
.tool button:disabled{opacity:.5;cursor:default}
#annotator-hint{color:#5b6475;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.intent,li{scroll-margin-top:48px}
#new-intent summary{cursor:pointer;font-weight:600}
#add-intent{display:grid;grid-template-columns:auto 1fr auto 1fr;gap:8px 10px;align-items:center;margin-top:10px}
#add-intent select{font:inherit;padding:3px 4px}
#add-intent button{grid-column:4;justify-self:start}
.toc .oos{border-top:1px solid #e4e7ed;margin-top:4px;padding-top:4px}
.toc p{margin:8px 0 0}
.validation a{color:inherit}
#corpus-search{display:flex;gap:8px;align-items:center;margin:12px 0 4px}
#corpus-search label{white-space:nowrap}
#corpus-search input[type=search]{flex:1;min-width:0;font:inherit;padding:5px 8px;border:1px solid #b9c1cf;border-radius:4px}
#corpus-search .check{font-size:14px;color:#5b6475;display:flex;gap:4px;align-items:center}
.listing-status{color:#5b6475;margin:4px 0 8px}
.pager{display:flex;gap:12px;align-items:center;margin:8px 0;font-size:14px}
.pager .off{color:#a0a7b4}
.toc a[aria-current]{font-weight:600}
.toc li{gap:6px}.toc li a{min-width:0;overflow-wrap:anywhere}
.toc .all{border-bottom:1px solid #e4e7ed;margin-bottom:4px;padding-bottom:4px}
/* Forced colours (Windows high contrast) would draw both the field's text and the mirror's: the field's alone. */
@media (forced-colors: active){.mirror{display:none}.field input[type=text]{color:CanvasText}}
`;
