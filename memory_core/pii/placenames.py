"""A city followed by its country or state ("Bergen, Norway", "Cluj-Napoca, Romania",
"Boise, Idaho") is a place, not a "Last, First" name.

"From:" and "Location:" lines in e-mail headers and forms hold either; the part after the
comma decides. Countries are listed in English and in their own languages; countries and
states that are also common given names (Georgia, Jordan, Chad, Virginia, Carolina,
Dakota, India, Israel) are left out, so "Lee, Georgia" stays a person.
"""

from __future__ import annotations

from memory_core.pii.keep import words

REGIONS = words(
    # countries, in English
    "afghanistan albania algeria andorra angola argentina armenia australia austria "
    "azerbaijan bahrain bangladesh belarus belgium bolivia bosnia botswana brazil bulgaria "
    "cambodia cameroon canada chile china colombia croatia cuba cyprus czechia denmark "
    "ecuador egypt estonia ethiopia finland france germany ghana greece guatemala honduras "
    "hungary iceland indonesia iran iraq ireland italy japan kazakhstan kenya kosovo kuwait "
    "latvia lebanon libya lithuania luxembourg malaysia malta mexico moldova monaco "
    "mongolia montenegro morocco mozambique namibia nepal netherlands nicaragua nigeria "
    "norway oman pakistan panama paraguay peru philippines poland portugal qatar romania "
    "russia rwanda scotland senegal serbia singapore slovakia slovenia somalia spain "
    "sudan sweden switzerland syria taiwan tanzania thailand tunisia turkey uganda ukraine "
    "uruguay uzbekistan venezuela vietnam wales yemen zambia zimbabwe uk usa uae "
    # in their own languages
    "deutschland österreich schweiz suisse svizzera españa méxico brasil italia polska "
    "česko slovensko magyarország românia sverige norge danmark suomi ísland eesti latvija "
    "lietuva hrvatska srbija slovenija ελλάδα türkiye nederland belgië belgique "
    "portugal россия україна "
    # US states, Canadian provinces, Australian states (name-like ones left out)
    "alabama alaska arizona arkansas california colorado connecticut delaware florida "
    "hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland "
    "massachusetts michigan minnesota mississippi missouri montana nebraska nevada "
    "ohio oklahoma oregon pennsylvania tennessee texas utah vermont wisconsin wyoming "
    "ontario quebec québec alberta manitoba saskatchewan queensland tasmania bavaria "
    "bayern catalonia catalunya andalucía andalucia lombardia toscana"
)


def city_region(value: str) -> bool:
    """Is ``value`` "Place, Region" with a listed country or state after the comma?"""
    if value.count(",") != 1:
        return False
    head, tail = value.split(",")
    region = tail.strip(" .;:").lower()
    return bool(head.strip()) and region in REGIONS
