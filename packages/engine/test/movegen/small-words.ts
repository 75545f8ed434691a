/** A small English word list (from the MIT word-list package) for generator property tests. */
export const SMALL_WORDS: readonly string[] = `
aa ab ad ae ag ah ai al am an ar as at aw ax ay ba be bi bo by ch da de di do ea ed ee ef eh
el em en er es et ex fa fe fy gi go gu ha he hi hm ho id if in io is it ja jo ka ki ko ky la
li lo ma me mi mm mo mu my na ne no nu ny ob od oe of oh oi om on oo op or os ou ow ox oy pa
pe pi po qi re sh si so st ta te ti to ug uh um un up ur us ut we wo xi xu ya ye yo yu za zo
aah aby adz aha ain alb alu and ape are ash aue awe ayu bal bay bet bio bog bor bro bur cab
cat cha cly cop cru cut dah daw del did dis dof dop dso dun ear ecu efs eld eme eng erk eta
ewt fah fax fen fez fir foe fox fug gag gas gel ghi gio gob got gum guy haj haw hes hie hoa
hoi how hui ice ifs inn ism jag jee job joy kae kaw ken kif kob kue lah law lei lew lig log
low luv mad map med mes mid miz mog mor mud myc nap nee nib nit noo nth nys obi ode ohs ole
oof oot ord ouk owl pac par pea pen pho pip ply pop pro puh puy qua ran ray reh ret ria rip
rok rud rye sal sav sed set shy sip sky sog sot spa sug sur tae tao taw tef tex tig toc top
tub tux uds ulu upo use vae vav vid voe wab war wed wha wiz wop wus yah yea aahs agar alar
amla arcs aula babe bars bene bios boat bork brin burb calm cavy chit clon cone coze curs darg
degs didy djin dork dreg dupe ecus emic ests faas faze fief fled fops fuji gals geck ginn goal
gowf gulp haha haul hery hogg hour hwyl immy jail jews juba kali kemp kino konk lace lats leps
line loid loys lyte marc mees mich mity mooi mugs nads nema nixe nown odea ones oses paco paty
pent pill plow pork psis push raga rawn repp rips room ruly saim scog semi shoo sire sleb snug
sori spry sugs syen tane tedy them tink tomo trad tuna udon ures vaws vina wadi wasp wens wile
wops yare yins aahed aider annoy aunts basin bilbo bongo brugh camus chiel coate crack daddy
devon dorty dutch ergot fecit flips fugie genus gonks gunny heeze hosey inked jouks kicks
lacet levis lotos manga miaou morns nanas nooky ootid pareo pibal polys pucka raggy reird
romps saith sculs shiny skink snoot spics story sykes teils tipis tried umble veale wains
widen yarfa aahing arrive bezels burkas civies curran dorbug eughen frappe grames hoopoe
jumbal lenged maxima naifer owlers plongs rained robins sellas snelly subdeb tidied unfixt
wakers aarrghh beadily capsize cucking einkorn frogged hickish krubuts misacts ouvrier prisses
ropiest slotted tarsier untrack aardvark camelots dourines grifting maneless phytonic scepters
tendrils
`
  .split(/\s+/)
  .filter((word) => word !== '');
