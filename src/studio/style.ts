/** The studio's stylesheet: readable at 1280×800, visible focus for keyboard users. */
export const STUDIO_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Hebrew","Noto Sans CJK SC","Noto Sans CJK JP","PingFang SC","Hiragino Sans","Microsoft YaHei","Droid Sans Fallback",sans-serif;color:#1d2330;background:#f6f7f9}
header{display:flex;gap:24px;align-items:center;padding:10px 24px;background:#1d2330;color:#fff}
header nav{display:flex;gap:4px}
header nav a{color:#cfd6e4;text-decoration:none;padding:6px 12px;border-radius:4px}
header nav a[aria-current=page]{background:#3a4560;color:#fff}
header .where{margin-left:auto;color:#cfd6e4;font-size:13px}
header .where .locale{margin-left:6px;padding:1px 6px;border:1px solid #8a93a8;border-radius:3px;font-size:12px;text-transform:none}
header code{color:#fff}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;padding:6px;z-index:2}
main{padding:16px 24px;max-width:1280px}
.last-change{display:flex;gap:10px;align-items:center;padding:6px 24px;background:#eef2fa;border-bottom:1px solid #dde1e8;font-size:14px}
.last-change time{color:#5b6475;margin-left:6px}
#undo-status.error{color:#a3261c}
.undo-inline{margin-left:8px;padding:0 10px}
h1{margin:4px 0 8px;font-size:22px}
h2{font-size:17px;margin:0 0 8px}
h2 small{font-weight:normal;color:#5b6475;font-size:13px}
:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}
button{font:inherit;padding:4px 12px;border:1px solid #8a93a6;border-radius:4px;background:#fff;cursor:pointer}
button:hover{background:#eef2fa}
button.delete{color:#a3261c}
input[type=text]{font:inherit;padding:4px 8px;border:1px solid #b5bccb;border-radius:4px}
.columns{display:grid;grid-template-columns:220px 1fr;gap:24px;align-items:start}
.toc{position:sticky;top:12px;max-height:calc(100vh - 80px);overflow:auto;background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:10px}
.toc ul{list-style:none;margin:0;padding:0}.toc li{display:flex;justify-content:space-between;padding:2px 0}
.toc span{color:#5b6475;font-size:13px}
.intent,.panel,.validation,.ok{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:12px 16px;margin:0 0 16px}
.utterances{margin:0 0 10px;padding-left:32px}
.utterances li{margin:3px 0}
form.utterance{display:flex;gap:6px}
form.utterance input{flex:1;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px}
form.add{display:flex;gap:6px;align-items:center}
form.add label{display:flex;gap:8px;align-items:center;flex:1}
form.add input{flex:1}
.issues{margin:2px 0 6px;color:#a3261c;font-size:13px}
.validation{border-color:#e0a39d;background:#fdf3f2}
.ok{border-color:#a8d5b5;background:#f1faf3}
.problem{color:#a3261c}
.hint{color:#5b6475;margin:0 0 8px}
#message:empty,#train-status:empty,#try-status:empty{display:none}
#message.error,#try-status.error,#train-status.error{color:#a3261c}
#try{display:flex;gap:8px;align-items:center}
#try input{flex:1;max-width:640px}
.columns2{display:grid;grid-template-columns:1fr 1fr;gap:24px}
pre{background:#f1f3f7;padding:8px;border-radius:4px;overflow:auto;font-size:13px;max-height:260px;white-space:pre-wrap}
table{border-collapse:collapse;margin:0 0 12px;width:100%;font-size:14px}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{text-align:left;padding:3px 8px;border-bottom:1px solid #e4e7ed}
td.num{text-align:right;font-variant-numeric:tabular-nums}
td.up{color:#1b6e35}td.down{color:#a3261c}
progress{width:320px;vertical-align:middle;margin-left:12px}
`;
