"""Cues of ownership denied, as data beside ``cue_lexicon``: phrases saying the products a
sentence names are someone else's own or none of the user's, in about 45 languages.

Read by ``cue_rules.not_ours``; the products of such a sentence go to the third party.
"""

from __future__ import annotations

# A sentence saying the products it names are someone else's own or none of the user's
# ("he hosts his own portfolio on Vercel, but nothing of ours runs there"): they go to the
# third party, as "their system, not ours" does (``languages.DISOWN_RE``).
NOT_OURS: dict[str, str] = {
    "en": "nothing of ours|none of ours|none of our stuff|nothing of our own|his own|her own|"
    "their own",
    "de": "nichts von uns|nichts von unserem|sein eigenes|seine eigene|ihr eigenes|ihre eigene",
    "fr": "rien à nous|rien de chez nous|aucun de nos|son propre|sa propre|leur propre",
    "es": "nada nuestro|nada de lo nuestro|ninguno de los nuestros|su propio|su propia",
    "pt": "nada nosso|nada de nosso|nenhum dos nossos|seu próprio|sua própria",
    "it": "niente di nostro|nulla di nostro|il suo proprio|la sua propria|il loro proprio",
    "nl": "niets van ons|zijn eigen|haar eigen|hun eigen",
    "ru": "ничего нашего|ничего из нашего|у нас там ничего|его собственн*|её собственн*|"
    "их собственн*|не наш|не наша|не наше|не наши|их систем*",
    "uk": "не наш|не наша|не наше|їхня система|нічого нашого|у нас там нічого|його власн*|"
    "її власн*|їхн* власн*",
    "bg": "не е наш|не е наша|не е наше|не са наши|тяхната система|нищо наше|нищо от нашето|"
    "нашето не е|неговия собствен|нейния собствен|техния собствен",
    "hr": "nije naš|nije naša|nije naše|njihov sustav|ništa naše|ništa od našeg|njegov vlastiti|"
    "njezin vlastiti|njihov vlastiti",
    "sr": "ништа наше|ništa naše",
    "sl": "nič našega|njegov lastni|njihov lastni",
    "pl": "nic naszego|nic z naszego|jego własn*|ich własn*",
    "cs": "nic našeho|jeho vlastní|jejich vlastní",
    "sk": "nič naše|nič z nášho|jeho vlastn*|ich vlastn*",
    "lt": "ne mūsų|jų sistem*|nieko mūsų|niekas mūsų|jo paties|jų pačių|jų nuosav*|jo nuosav*",
    "lv": "nav mūsu|viņu sistēm*|nekas mūsu|viņa paša|viņu pašu",
    "et": "mitte meie|nende süsteem*|midagi meie oma|mitte midagi meie|tema enda|nende enda|"
    "nende oma",
    "fi": "ei mitään meidän|hänen omansa|heidän oma*",
    "sv": "inget av vårt|inget av våra|hans egen|hennes egen|deras egen|deras eget",
    "no": "ingenting av vårt|ingen av våre|hans egen|hennes egen|deres egen|deres eget",
    "da": "intet af vores|ingen af vores|hans egen|hendes egen|deres egen|deres eget",
    "tr": "bizim hiçbir|onların kendi",
    "hu": "semmi a miénk|semmi sem a miénk|saját maguk",
    "ro": "nimic de-al nostru|nimic al nostru|propriul său|propria sa",
    "el": "τίποτα δικό μας|δικό του|δικό της|δικό τους",
    "id": "bukan milik kami|tidak ada milik kami|miliknya sendiri|milik mereka sendiri",
    "ms": "bukan milik kami|milik mereka sendiri|miliknya sendiri",
    "vi": "không phải của chúng tôi|của riêng họ|của riêng anh ấy",
    "hi": "उनका सिस्टम|हमारा कुछ नहीं|हमारा कुछ भी नहीं|हमारा नहीं|उनका अपना|उसका अपना|उनकी अपनी|"
    "उसकी अपनी",
    "bn": "আমাদের কিছু নয়|আমাদের নয়|তাদের নিজস্ব|তার নিজস্ব",
    "ur": "ہمارا کچھ نہیں|ہمارا نہیں|ان کا اپنا|اس کا اپنا",
    "ar": "ليس لنا|ليس ملكنا|الخاص بهم|الخاص به",
    "fa": "مال ما نیست|مال خودشان|مال خودش",
    "he": "לא שלנו|שלהם עצמם|שלו עצמו",
    "ja": "弊社のものではない|うちのものではない|彼ら自身の",
    "zh": "不是我们的|他们自己的|他自己的",
    "ko": "저희 것이 아닌|그들 자신의|자기 자신의",
}
