// Golden output "timeline_tour_svg" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="612" viewBox="0 0 1000 612" font-family="monospace" font-size="12">
<rect x="0" y="0" width="1000" height="612" fill="#ffffff"/>
<text x="20" y="30" font-size="18" font-weight="bold">16-timeline-tour.scenario</text>
<text x="20" y="50" fill="#424242">true time 2026-01-01 09:00 to 2026-04-26 09:00 UTC; now 2026-04-26 09:00; 10 expectations: 10 passed, 0 failed</text>
<line x1="300" y1="82" x2="300" y2="268" stroke="#e0e0e0"/>
<text x="302" y="78" fill="#616161">15 Jan</text>
<line x1="393" y1="82" x2="393" y2="268" stroke="#e0e0e0"/>
<text x="395" y="78" fill="#616161">29 Jan</text>
<line x1="485" y1="82" x2="485" y2="268" stroke="#e0e0e0"/>
<text x="487" y="78" fill="#616161">12 Feb</text>
<line x1="578" y1="82" x2="578" y2="268" stroke="#e0e0e0"/>
<text x="580" y="78" fill="#616161">26 Feb</text>
<line x1="670" y1="82" x2="670" y2="268" stroke="#e0e0e0"/>
<text x="672" y="78" fill="#616161">12 Mar</text>
<line x1="763" y1="82" x2="763" y2="268" stroke="#e0e0e0"/>
<text x="765" y="78" fill="#616161">26 Mar</text>
<line x1="855" y1="82" x2="855" y2="268" stroke="#e0e0e0"/>
<text x="857" y="78" fill="#616161">9 Apr</text>
<line x1="948" y1="82" x2="948" y2="268" stroke="#e0e0e0"/>
<text x="950" y="78" fill="#616161">23 Apr</text>
<text x="20" y="104" font-weight="bold">checks</text>
<g><title>✓ line 11, 2026-01-11 09:00: expect access evaluation 4
✓ line 15, 2026-01-11 09:00: expect access evaluation 7</title><text x="272" y="104" fill="#2e7d32" font-weight="bold">✓2</text></g>
<g><title>✓ line 18, 2026-01-16 09:00: expect access expired
✓ line 22, 2026-01-16 09:00: expect access subscribed</title><text x="305" y="104" fill="#2e7d32" font-weight="bold">✓2</text></g>
<g><title>✓ line 25, 2026-02-16 09:00: expect access grace</title><text x="510" y="104" fill="#2e7d32" font-weight="bold">✓1</text></g>
<g><title>✓ line 27, 2026-02-22 09:00: expect access billing-retry</title><text x="550" y="104" fill="#2e7d32" font-weight="bold">✓1</text></g>
<g><title>✓ line 29, 2026-04-23 09:00: expect access lapsed billing-error</title><text x="946" y="104" fill="#2e7d32" font-weight="bold">✓1</text></g>
<g><title>✓ line 35, 2026-04-24 09:00: expect access unlocked</title><text x="953" y="117" fill="#2e7d32" font-weight="bold">✓1</text></g>
<g><title>✓ line 38, 2026-04-26 09:00: expect access lapsed
✓ line 39, 2026-04-26 09:00: expect no-violations</title><text x="966" y="104" fill="#2e7d32" font-weight="bold">✓2</text></g>
<text x="20" y="151">group pro</text>
<rect x="210" y="126" width="760" height="32" fill="#f5f5f5"/>
<g><title>#1: 2026-01-16 09:00 to 2026-02-16 09:00</title><rect x="309" y="139" width="205" height="16" fill="#81c784" stroke="#ffffff"/>
<text x="312" y="151">#1</text>
</g>
<g><title>grace period: 2026-02-16 09:00 to 2026-02-22 09:00</title><rect x="514" y="139" width="40" height="16" fill="#ffd54f" stroke="#ffffff"/>
</g>
<g><title>billing retry: 2026-02-22 09:00 to 2026-04-17 09:00</title><rect x="554" y="139" width="357" height="16" fill="#ef9a9a" stroke="#ffffff"/>
<text x="557" y="151">billing retry</text>
</g>
<g><title>#1 bought at 2026-01-16 09:00</title><line x1="309" y1="126" x2="309" y2="158" stroke="#2e7d32" stroke-width="2"/><text x="312" y="136" fill="#2e7d32" font-weight="bold">$</text></g>
<g><title>#1 lapsed (billing-error) at 2026-04-17 09:00</title><line x1="911" y1="126" x2="911" y2="158" stroke="#616161" stroke-width="2"/><text x="914" y="136" fill="#616161" font-weight="bold">|</text></g>
<text x="20" y="187">Permanent Unlock</text>
<rect x="210" y="162" width="760" height="32" fill="#f5f5f5"/>
<g><title>#2 waits: 2026-04-23 09:00 to 2026-04-24 09:00</title><rect x="950" y="175" width="7" height="16" fill="#90caf9" stroke="#ffffff"/>
</g>
<g><title>#2: 2026-04-24 09:00 to 2026-04-26 09:00</title><rect x="957" y="175" width="13" height="16" fill="#81c784" stroke="#ffffff"/>
</g>
<g><title>#2 Ask to Buy at 2026-04-23 09:00</title><line x1="950" y1="162" x2="950" y2="194" stroke="#1565c0" stroke-width="2"/><text x="953" y="172" fill="#1565c0" font-weight="bold">?</text></g>
<g><title>#2 approved at 2026-04-24 09:00</title><line x1="957" y1="162" x2="957" y2="194" stroke="#2e7d32" stroke-width="2"/><text x="960" y="172" fill="#2e7d32" font-weight="bold">A</text></g>
<g><title>#2 refunded or revoked (other) at 2026-04-26 09:00</title><line x1="970" y1="162" x2="970" y2="194" stroke="#c62828" stroke-width="2"/><text x="973" y="172" fill="#c62828" font-weight="bold">R</text></g>
<text x="20" y="223">phone evaluation</text>
<rect x="210" y="198" width="760" height="32" fill="#f5f5f5"/>
<g><title>evaluation: 2026-01-01 09:00 to 2026-01-15 09:00</title><rect x="210" y="211" width="93" height="16" fill="#80cbc4" stroke="#ffffff"/>
<text x="213" y="223">evaluation</text>
</g>
<text x="20" y="259" font-weight="bold">phone shows</text>
<rect x="210" y="234" width="760" height="32" fill="#f5f5f5"/>
<g><title>evaluation: 2026-01-01 09:00 to 2026-01-15 09:00</title><rect x="210" y="247" width="93" height="16" fill="#a5d6a7" stroke="#ffffff"/>
<text x="213" y="259">evaluation</text>
</g>
<g><title>expired: 2026-01-15 09:00 to 2026-01-16 09:00</title><rect x="303" y="247" width="6" height="16" fill="#ef9a9a" stroke="#ffffff"/>
</g>
<g><title>subscribed: 2026-01-16 09:00 to 2026-02-16 09:00</title><rect x="309" y="247" width="205" height="16" fill="#a5d6a7" stroke="#ffffff"/>
<text x="312" y="259">subscribed</text>
</g>
<g><title>grace: 2026-02-16 09:00 to 2026-02-22 09:00</title><rect x="514" y="247" width="40" height="16" fill="#ffe082" stroke="#ffffff"/>
</g>
<g><title>billing-retry: 2026-02-22 09:00 to 2026-04-17 09:00</title><rect x="554" y="247" width="357" height="16" fill="#ef9a9a" stroke="#ffffff"/>
<text x="557" y="259">billing-retry</text>
</g>
<g><title>lapsed (billing-error): 2026-04-17 09:00 to 2026-04-24 09:00</title><rect x="911" y="247" width="46" height="16" fill="#ef9a9a" stroke="#ffffff"/>
</g>
<g><title>unlocked: 2026-04-24 09:00 to 2026-04-26 09:00</title><rect x="957" y="247" width="13" height="16" fill="#a5d6a7" stroke="#ffffff"/>
</g>
<g><title>lapsed (billing-error): 2026-04-26 09:00 to 2026-04-26 09:00</title><rect x="970" y="247" width="1" height="16" fill="#ef9a9a" stroke="#ffffff"/>
</g>
<g><title>device clock -3d at 2026-01-11 09:00</title><line x1="276" y1="234" x2="276" y2="266" stroke="#e65100" stroke-width="2"/><text x="279" y="244" fill="#e65100" font-weight="bold">@</text></g>
<g><title>device clock +3d at 2026-01-11 09:00</title><line x1="276" y1="234" x2="276" y2="266" stroke="#e65100" stroke-width="2"/><text x="288" y="244" fill="#e65100" font-weight="bold">@</text></g>
<line x1="970" y1="82" x2="970" y2="272" stroke="#212121" stroke-dasharray="4 3"/>
<text x="960" y="284" font-weight="bold">now</text>
<text x="20" y="298" font-weight="bold">Legend</text>
<rect x="20" y="308" width="24" height="14" fill="#81c784"/>
<text x="50" y="319">= paid</text>
<rect x="210" y="308" width="24" height="14" fill="#c5e1a5"/>
<text x="240" y="319">+ store-dated trial</text>
<rect x="400" y="308" width="24" height="14" fill="#ffd54f"/>
<text x="430" y="319">~ grace period</text>
<rect x="590" y="308" width="24" height="14" fill="#ef9a9a"/>
<text x="620" y="319">: billing retry</text>
<rect x="780" y="308" width="24" height="14" fill="#90caf9"/>
<text x="810" y="319">. Ask to Buy waiting</text>
<rect x="20" y="328" width="24" height="14" fill="#80cbc4"/>
<text x="50" y="339">- evaluation window</text>
<text x="28" y="359" fill="#2e7d32" font-weight="bold">$</text>
<text x="50" y="359">purchase</text>
<text x="218" y="359" fill="#2e7d32" font-weight="bold">r</text>
<text x="240" y="359">renewal</text>
<text x="408" y="359" fill="#1565c0" font-weight="bold">?</text>
<text x="430" y="359">Ask to Buy asked</text>
<text x="598" y="359" fill="#2e7d32" font-weight="bold">A</text>
<text x="620" y="359">approved</text>
<text x="788" y="359" fill="#c62828" font-weight="bold">D</text>
<text x="810" y="359">declined</text>
<text x="28" y="379" fill="#c62828" font-weight="bold">R</text>
<text x="50" y="379">refund or revocation</text>
<text x="218" y="379" fill="#616161" font-weight="bold">|</text>
<text x="240" y="379">expiry</text>
<text x="408" y="379" fill="#c62828" font-weight="bold">!</text>
<text x="430" y="379">violation</text>
<text x="598" y="379" fill="#e65100" font-weight="bold">@</text>
<text x="620" y="379">device clock moved</text>
<text x="20" y="408" font-weight="bold">Expectations (✓ held, ✗ failed)</text>
<text x="20" y="426" fill="#2e7d32">✓ line 11, 2026-01-11 09:00: expect access evaluation 4</text>
<text x="20" y="442" fill="#2e7d32">✓ line 15, 2026-01-11 09:00: expect access evaluation 7</text>
<text x="20" y="458" fill="#2e7d32">✓ line 18, 2026-01-16 09:00: expect access expired</text>
<text x="20" y="474" fill="#2e7d32">✓ line 22, 2026-01-16 09:00: expect access subscribed</text>
<text x="20" y="490" fill="#2e7d32">✓ line 25, 2026-02-16 09:00: expect access grace</text>
<text x="20" y="506" fill="#2e7d32">✓ line 27, 2026-02-22 09:00: expect access billing-retry</text>
<text x="20" y="522" fill="#2e7d32">✓ line 29, 2026-04-23 09:00: expect access lapsed billing-error</text>
<text x="20" y="538" fill="#2e7d32">✓ line 35, 2026-04-24 09:00: expect access unlocked</text>
<text x="20" y="554" fill="#2e7d32">✓ line 38, 2026-04-26 09:00: expect access lapsed</text>
<text x="20" y="570" fill="#2e7d32">✓ line 39, 2026-04-26 09:00: expect no-violations</text>
</svg>
"""#
