import { SHOP_COLOURS as C } from '../html/html';

/** The checkout host's stylesheet, served as /checkout.css (no inline styles, so the CSP stays strict). */
export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${C.ink};background:${C.grey}}
a{color:${C.darkRed}}
.top{position:sticky;top:0;background:${C.red};color:${C.white};z-index:1}
.top .in{max-width:1100px;margin:0 auto;padding:14px 20px;display:flex;justify-content:space-between;align-items:center}
.brand{color:${C.white};font-weight:800;font-size:1.3rem;text-decoration:none;letter-spacing:.02em}
.brand{display:inline-flex;align-items:center;gap:.5em}
.brand .mark{flex:none}
.top a.back{color:${C.white}}
.lock{font-size:.9rem;opacity:.9}
main{max-width:1100px;margin:24px auto;padding:0 20px}
h1{font-size:1.8rem;margin:.2em 0 .8em}
h2{font-size:1.2rem;margin:0 0 .6em}
.grid{display:grid;grid-template-columns:1fr 340px;gap:24px}
@media (max-width:860px){.grid{grid-template-columns:1fr}}
.card{background:${C.white};border-radius:8px;padding:20px;margin-bottom:20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.line{display:grid;grid-template-columns:88px 1fr auto;gap:16px;padding:14px 0;border-bottom:1px solid #e6e6e8}
.line:last-child{border-bottom:0}
.line img{width:88px;height:88px;object-fit:contain;background:${C.grey};border-radius:6px}
.line .name{font-weight:700;color:${C.ink};text-decoration:none}
.muted{color:#5c5c66;font-size:.92rem}
.warn{color:${C.darkRed};font-size:.92rem;font-weight:600}
.price{font-weight:700;text-align:right;white-space:nowrap}
.rrp{text-decoration:line-through;color:#5c5c66;font-weight:400;display:block}
.sum{display:flex;justify-content:space-between;padding:4px 0}
.sum.total{font-weight:800;font-size:1.15rem;border-top:2px solid ${C.ink};margin-top:8px;padding-top:10px}
.btn{display:inline-block;width:100%;text-align:center;background:${C.red};color:${C.white};border:0;border-radius:6px;padding:14px 18px;font:inherit;font-weight:700;cursor:pointer;text-decoration:none;margin-top:12px}
.btn:hover,.btn:focus{background:${C.darkRed}}
.btn.secondary{background:${C.ink}}
fieldset{border:0;padding:0;margin:0 0 12px}
legend{font-weight:700;margin-bottom:6px}
label{display:block;margin:6px 0}
.choice{display:flex;gap:10px;align-items:flex-start;padding:10px 12px;border:1px solid #d6d6da;border-radius:6px;margin:8px 0}
.fields{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}
.fields .wide{grid-column:1/-1}
input[type=text],select{width:100%;padding:10px;border:1px solid #b9b9c0;border-radius:6px;font:inherit}
input:focus,select:focus,.btn:focus{outline:3px solid ${C.ink};outline-offset:2px}
.error{color:${C.darkRed};font-size:.9rem;font-weight:600}
.alert{background:#fde8eb;border-left:4px solid ${C.red};padding:10px 14px;margin-bottom:16px}
.invalid input,.invalid select{border-color:${C.red}}
footer{max-width:1100px;margin:32px auto;padding:0 20px;color:#5c5c66;font-size:.9rem}
`;
