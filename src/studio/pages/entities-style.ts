/** The Entities page's own CSS. */
export const ENTITIES_STYLE = `
#message{position:sticky;top:0;z-index:3;background:#fff;padding:4px 8px;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.entity{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:12px 16px;margin:0 0 16px}
.entity .type{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;background:#eef2fa;color:#3a4560;border-radius:3px;padding:1px 6px;vertical-align:middle}
.entity .hint{margin:0 0 6px}
.settings{display:flex;gap:8px;list-style:none;padding:0;margin:0 0 8px}
.settings code{background:#f1f3f7;padding:1px 6px;border-radius:3px;font-size:13px}
.values-head{display:grid;grid-template-columns:minmax(140px,1fr) 2fr auto;gap:6px;font-size:13px;color:#5b6475;padding-left:37px;align-items:end}
.values{margin:2px 0 10px;padding:2px 4px 2px 32px;max-height:420px;overflow:auto;border:1px solid #e4e7ed;border-radius:4px}
.values li{margin:3px 0}
form.value,form.add-value{display:grid;grid-template-columns:minmax(140px,1fr) 2fr auto auto;gap:6px}
form.add-value{padding:0 5px 0 37px;grid-template-columns:minmax(140px,1fr) 2fr auto}
form.value.dirty button[type=submit]{background:#2f6fde;border-color:#2f6fde;color:#fff}
.filter{display:flex;gap:6px;align-items:center}
.filter input{font:inherit;padding:2px 6px;border:1px solid #b5bccb;border-radius:4px}
form.regex{display:grid;grid-template-columns:auto 1fr auto 5em auto;gap:8px 10px;align-items:center}
form.regex input{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px}
form.regex input[aria-invalid=true]{border-color:#a3261c;background:#fdf3f2}
form.regex .regex-problem,form.regex .regex-result{grid-column:1/-1;margin:0}
form.regex .regex-problem:empty{display:none}
form.regex .regex-problem{color:#a3261c}
form.regex input[name=test]{grid-column:2/-1}
.regex-result .statement{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;background:#f1f3f7;padding:2px 6px;border-radius:3px;white-space:pre-wrap}
.regex-result mark{background:#ffe08a;border-radius:2px}
.entity-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
#new-entity summary{cursor:pointer;font-weight:600}
#add-entity{display:grid;grid-template-columns:auto minmax(0,1fr) auto minmax(0,1fr);gap:8px 10px;align-items:center;margin-top:10px}
#add-entity select{font:inherit;padding:3px 4px;min-width:0;width:100%}
#add-entity button{grid-column:4;justify-self:start}
.toc p{margin:8px 0 0}
button:disabled{opacity:.5;cursor:default}
.entity{scroll-margin-top:48px}
.entity-actions{display:flex;gap:8px;align-items:flex-start}
details.rename{position:relative}
details.rename summary{cursor:pointer;padding:4px 10px;border:1px solid #b5bccb;border-radius:4px;list-style:none;background:#fff}
form.rename-entity{position:absolute;right:0;top:calc(100% + 4px);z-index:2;display:flex;gap:6px;align-items:center;white-space:nowrap;background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:8px 10px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
form.entity-settings{display:grid;grid-template-columns:auto auto 1fr;gap:4px 8px;align-items:baseline;border:1px solid #e4e7ed;border-radius:4px;padding:8px 10px;margin:0 0 10px}
form.entity-settings .note{color:#5b6475;font-size:13px}
form.entity-settings fieldset{grid-column:1/-1;border:0;padding:0;margin:4px 0 0;display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;align-items:baseline}
form.entity-settings legend{padding:0;margin-bottom:2px}
form.entity-settings fieldset>.note:last-child{grid-column:1/-1}
form.entity-settings input:disabled+*,form.entity-settings label:has(input:disabled){color:#8a91a0}
form.entity-settings button{grid-column:1/-1;justify-self:start}
form.entity-settings.dirty button[type=submit]{background:#2f6fde;border-color:#2f6fde;color:#fff}
`;
